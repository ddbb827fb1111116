/// A favorite as the grid sees it before reading what its card shows: the plant, its size stamp
/// (see ``ShownPlant/sizeStamp``) and its kind, which decides the card's section.
public struct FavoriteStamp: Hashable, Sendable {
    public var plantID: Int64
    public var sizeStamp: Int64
    public var kind: String?

    public init(plantID: Int64, sizeStamp: Int64, kind: String? = nil) {
        self.plantID = plantID
        self.sizeStamp = sizeStamp
        self.kind = kind
    }
}

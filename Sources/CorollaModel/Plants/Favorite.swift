/// A favorite: the plant and where the user put it.
public struct Favorite: Hashable, Sendable {
    public var plant: Plant
    /// The index in the favorites, 0 first.
    public var position: Int
    /// When it became a favorite, UTC ISO 8601 with milliseconds.
    public var addedAt: String

    public init(plant: Plant, position: Int, addedAt: String) {
        (self.plant, self.position, self.addedAt) = (plant, position, addedAt)
    }
}

/// What a client saw of one plant, and of the favorites' order for a move: what a write to the
/// plant is conditioned on (an HTTP `If-Match`, RFC 9110 §13.1.1), so that writes to other plants
/// never conflict with it.
public struct PlantCondition: Hashable, Sendable {
    /// The plant written to.
    public var plantID: Int64
    /// The plant's version the client saw (``CatalogService/Plants/version(of:)``); nil: any.
    public var version: Int64?
    /// The favorites' order the client saw (``CatalogService/Favorites/orderTag()``); nil: any.
    public var favoritesOrder: String?

    public init(plantID: Int64, version: Int64?, favoritesOrder: String? = nil) {
        (self.plantID, self.version, self.favoritesOrder) = (plantID, version, favoritesOrder)
    }
}

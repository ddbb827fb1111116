/// What ``CatalogStore/repairMachinery()`` did.
public struct MachineryRepair: Hashable, Sendable {
    /// The differences it repaired.
    public var repaired: [MachineryDifference]
    /// Those it left, which it may not repair (see ``MachineryDifference/isRepairable``).
    public var remaining: [MachineryDifference]

    public init(repaired: [MachineryDifference], remaining: [MachineryDifference]) {
        (self.repaired, self.remaining) = (repaired, remaining)
    }
}

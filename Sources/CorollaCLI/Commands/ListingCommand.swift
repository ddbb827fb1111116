/// A listing command (`plants list`, `favorites list`, `today`): all it reads from its command
/// line is its ``PlantListing``.
protocol ListingCommand: CatalogCommand {
    var listing: PlantListing { get }
    init(listing: PlantListing)
    /// It lists what needs water, without a `--needs-water` flag (`today`).
    static var listsWhatNeedsWater: Bool { get }
}

extension ListingCommand {
    static var listsWhatNeedsWater: Bool { false }

    var session: Session { listing.session }

    init(_ values: ParsedValues) throws {
        self.init(listing: try PlantListing(values, needsWater: Self.listsWhatNeedsWater))
    }
}

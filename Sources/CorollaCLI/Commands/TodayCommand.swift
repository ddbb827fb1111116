import CorollaService

/// `corolla today [--on DATE] [--kind K]… [--search TEXT] [--format F]`: what needs water, most
/// overdue first.
struct TodayCommand: ListingCommand {
    static var configuration: CommandConfiguration {
        PlantListing.configuration(
            "today", abstract: "List what needs water today, most overdue first, with the days overdue.",
            about: "The same list as 'corolla plants list --needs-water'. ", filters: [PlantFilterOptions.kind, PlantFilterOptions.search])
    }

    static let listsWhatNeedsWater = true
    var listing: PlantListing

    func run(_ console: Console) throws {
        try listing.printDue(console)
    }
}

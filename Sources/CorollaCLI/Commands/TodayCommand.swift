import CorollaService

/// `corolla today [--on DATE] [--kind K]… [--search TEXT] [--format F]`: what needs water, most
/// overdue first.
struct TodayCommand: ListingCommand {
    static var configuration: CommandConfiguration {
        ListingHelp.configuration(
            "today", abstract: "List what needs water today, most overdue first, with the days overdue.",
            about: "The same list as 'corolla plants list --needs-water'. ")
    }

    @OptionGroup var listing: PlantListing<PlantSearch>

    func run(_ console: Console) throws {
        try listing.printDue(console)
    }
}

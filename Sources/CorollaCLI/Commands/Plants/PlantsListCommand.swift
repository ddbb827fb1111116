import CorollaService

/// `corolla plants list [--kind K]… [--search TEXT] [--needs-water] [--on DATE] [--format F]`.
struct PlantsListCommand: ListingCommand {
    static var configuration: CommandConfiguration {
        ListingHelp.configuration("list", abstract: "List the plants, by name; with --needs-water, what needs water, most overdue first.")
    }

    @OptionGroup var listing: PlantListing<PlantFilters>

    /// Writes the plants as they are read (a table's column widths come from a first pass over
    /// the same rows, one snapshot). With `--needs-water`, what needs water, most overdue first,
    /// the same way.
    func run(_ console: Console) throws {
        guard listing.filter.needsWaterOn == nil else { return try listing.printDue(console) }
        try listing.print(console, empty: listing.filter.selects ? "No plants match the filters." : "No plants.") { service in
            { each in try service.plants.forEach(listing.filter, each) }
        }
    }
}

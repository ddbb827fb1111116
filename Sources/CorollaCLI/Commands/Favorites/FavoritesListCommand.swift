import CorollaService

/// `corolla favorites list [--kind K]… [--search TEXT] [--needs-water] [--on DATE] [--format F]`.
struct FavoritesListCommand: ListingCommand {
    static var configuration: CommandConfiguration {
        ListingHelp.configuration("list", abstract: "List the favorites in order (the ones the filters select, at their positions).")
    }

    @OptionGroup var listing: PlantListing<PlantFilters>

    /// Writes the favorites as they are read, as ``PlantsListCommand`` writes plants.
    func run(_ console: Console) throws {
        try listing.print(console, numbered: true, empty: listing.filter.selects ? "No favorites match the filters." : "No favorites.") { service in
            { each in try service.favorites.forEach(listing.filter) { try each($0.plant, $0.position) } }
        }
    }
}

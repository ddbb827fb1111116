import CorollaService
import CorollaStore

/// `corolla favorites list [--kind K]… [--search TEXT] [--needs-water] [--on DATE]`.
struct FavoritesListCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "list", abstract: "List the favorites in order (the ones the filters select, at their positions).",
            options: PlantFilterOptions.all + [PlantFilterOptions.day] + CommonOptions.all)
    }

    var session: Session
    var filter: PlantFilter
    var day: CalendarDate

    init(_ values: ParsedValues) throws {
        session = try Session(values)
        day = try values[PlantFilterOptions.day]
        filter = try PlantFilterOptions.filter(values, day: day)
    }

    /// Writes the favorites as they are read, as ``PlantsListCommand`` writes plants.
    func run(_ console: Console) throws {
        let service = try session.openForReading(console)
        let empty = filter.selects ? "No favorites match the filters." : "No favorites."
        try PlantOutput(console: console, today: day).printListing(of: service, json: session.json, numbered: true, empty: empty) { each in
            try service.forEachFavorite(filter) { try each($0.plant, $0.position) }
        }
    }
}

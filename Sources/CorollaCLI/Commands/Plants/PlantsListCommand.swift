import CorollaService
import CorollaStore

/// `corolla plants list [--kind K]… [--search TEXT] [--needs-water] [--on DATE]`.
struct PlantsListCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "list", abstract: "List the plants, by name; with --needs-water, what needs water, most overdue first.",
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

    /// Writes the plants as they are read: a JSON array, or a table whose column widths come from a
    /// first pass over the same rows (one snapshot). With `--needs-water`, what needs water, most
    /// overdue first, the same way.
    func run(_ console: Console) throws {
        let service = try session.openForReading(console)
        let output = PlantOutput(console: console, today: day)
        guard filter.needsWaterOn == nil else {
            return try output.printDues(of: service, filter, json: session.json)
        }
        try output.printListing(of: service, json: session.json, empty: filter.selects ? "No plants match the filters." : "No plants.") { each in
            try service.forEachPlant(filter, each)
        }
    }
}

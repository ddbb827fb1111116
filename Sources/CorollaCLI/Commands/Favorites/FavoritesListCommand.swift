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

    func run(_ console: Console) throws {
        let favorites = try session.openForReading(console).favorites(filter)
        session.show(
            console, json: PlantOutput.json(favorites.map(\.plant), positions: PlantOutput.positions(favorites)),
            text: favorites.isEmpty && filter.selects
                ? ["No favorites match the filters."] : PlantOutput(console: console, today: day).favoritesTable(favorites))
    }
}

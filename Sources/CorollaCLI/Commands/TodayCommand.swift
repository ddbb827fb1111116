import CorollaService
import CorollaStore

/// `corolla today [--on DATE] [--kind K]… [--search TEXT]`: what needs water, most overdue first.
struct TodayCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "today", abstract: "List what needs water today, most overdue first, with the days overdue.",
            discussion: "The same list as 'corolla plants list --needs-water'.",
            options: [PlantFilterOptions.day, PlantFilterOptions.kind, PlantFilterOptions.search] + CommonOptions.all)
    }

    var session: Session
    var filter: PlantFilter
    var day: CalendarDate

    init(_ values: ParsedValues) throws {
        session = try Session(values)
        day = try values[PlantFilterOptions.day]
        filter = PlantFilter(kinds: try values.all(PlantFilterOptions.kind).compactMap { $0 }, search: try values[PlantFilterOptions.search])
    }

    func run(_ console: Console) throws {
        let service = try session.openForReading(console)
        try PlantOutput(console: console, today: day).printDues(of: service, filter, json: session.json)
    }
}

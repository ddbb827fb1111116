import CorollaService

/// What the listings — `plants list`, `favorites list` and `today` — read from their command line
/// and how they print: the filters, the day, `--format` (`--json` is `--format json`) and the
/// catalog, declared once with the same meaning for each.
struct PlantListing<Filters: PlantFilterGroup>: ParsableArguments {
    @OptionGroup var filters: Filters
    @Option(PlantFilterOptions.day) var day: CalendarDate
    @Option(.format(ListingFormat.self, default: "table")) var givenFormat: ListingFormat?
    @OptionGroup var session: Session

    /// The format: `--format`, or json with `--json` (``validate()``).
    private(set) var format = ListingFormat.table

    /// The plants the filters select on the day.
    var filter: PlantFilter { filters.filter(on: day) }

    /// - Throws: ``UsageError`` for `--json` with another `--format`.
    mutating func validate() throws {
        format = session.json ? try $givenFormat.agreeing(givenFormat, withJSON: .json, means: "prints the list as JSON") : givenFormat ?? .table
    }

    /// Prints what needs water on the day that the filter selects, most overdue first, with the
    /// days overdue.
    func printDue(_ console: Console) throws {
        let service = try session.openForReading(console)
        try PlantOutput(console: console, today: day).printDue(of: service, filter, format: format)
    }

    /// Prints the plants or favorites that `rows` gives of the catalog's snapshot as they are read,
    /// numbered by their favorite positions when `numbered`; `empty` when there are none.
    func print(
        _ console: Console, numbered: Bool = false, empty: String,
        rows: (CatalogService) -> (((Plant, Int?) throws -> Void) throws -> Void)
    ) throws {
        let service = try session.openForReading(console)
        try PlantOutput(console: console, today: day).printListing(of: service, format: format, numbered: numbered, empty: empty, rows: rows(service))
    }
}

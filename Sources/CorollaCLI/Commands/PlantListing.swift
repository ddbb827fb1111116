import CorollaService

/// What the listings — `plants list`, `favorites list` and `today` — read from their command line
/// and how they print: the catalog, the day, the filter and `--format` (`--json` is
/// `--format json`), declared once with the same meaning for each.
struct PlantListing {
    static let format = Option.format(ListingFormat.self, default: "table")

    /// What every listing's help page says of its formats and width.
    static let discussion = """
        The table fits $COLUMNS when it is set, else the terminal's width (not fitted otherwise): names are cut \
        with '…' down to 20 cells, then kinds, then names further; keys, numbers and dates never are. csv and tsv \
        give the table's columns with a header row; json (or --json) gives each plant's fields.
        """

    /// The options every listing declares after its filters: `--on`, `--format` and ``CommonOptions/all``.
    static let options: [any OptionDeclaration] = [PlantFilterOptions.day, format] + CommonOptions.all

    /// A listing command's configuration: its `filters`, then ``options``; its help's discussion
    /// `about` it, then ``discussion``.
    static func configuration(
        _ name: String, abstract: String, about: String = "", filters: [any OptionDeclaration] = PlantFilterOptions.all
    ) -> CommandConfiguration {
        CommandConfiguration(name: name, abstract: abstract, discussion: about + discussion, options: filters + options)
    }

    var session: Session
    var day: CalendarDate
    var filter: PlantFilter
    var format: ListingFormat

    /// - Parameter needsWater: the listing is of what needs water on the day (`today`, which does
    ///   not declare `--needs-water`); otherwise `--needs-water` says.
    /// - Throws: ``UsageError`` for an option's invalid value, or `--json` with another `--format`.
    init(_ values: ParsedValues, needsWater: Bool = false) throws {
        session = try Session(values)
        day = try values[PlantFilterOptions.day]
        filter = try PlantFilterOptions.filter(values, day: day, needsWater: needsWater)
        let given = try values[Self.format]
        format = session.json ? try Self.format.agreeing(given, withJSON: .json, means: "prints the list as JSON") : given ?? .table
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

import CorollaService

/// The options that choose which plants a listing or the grid shows, shared by `plants list`,
/// `favorites list` and `grid`: `--kind` (repeatable), `--search` and `--needs-water`. The day
/// `--needs-water` judges is the listings' ``day`` (`--on`) and the grid's own `--today`, which
/// also decides the cards' colours.
enum PlantFilterOptions {
    static let kind = Option<String?>(
        "kind", value: "kind", help: "Only plants of this kind (ignoring case); repeat it for several kinds.")
    static let search = Option<String?>(
        "search", value: "text", help: "Only plants whose name, notes or kind contains <text> (ignoring case).")
    static let needsWater = Flag("needs-water", help: "Only plants that need water on the day (never watered, or their interval has passed).")
    /// The day of a listing: what `--needs-water` (and the "needs water" column) judge.
    static let day = Option<CalendarDate>("on", value: "date", help: "The day that decides what needs water: YYYY-MM-DD, today or yesterday.", default: "today")

    /// The filter options, in the help page's order.
    static let all: [any OptionDeclaration] = [kind, search, needsWater]

    /// The filter the options give, judging watering on `day`: what needs water on it when
    /// `needsWater` (a command without the `--needs-water` flag, which is not read then), else when
    /// `--needs-water` is given.
    ///
    /// - Throws: ``UsageError`` for an option's invalid value.
    static func filter(_ values: ParsedValues, day: CalendarDate, needsWater: Bool = false) throws -> PlantFilter {
        PlantFilter(
            kinds: try values.all(kind).compactMap { $0 }, search: try values[search],
            needsWaterOn: try needsWater || values[Self.needsWater] ? day : nil)
    }
}

import CorollaService

/// The options that choose which plants a listing or the grid shows, shared by `plants list`,
/// `favorites list`, `today` and `grid`: `--kind` (repeatable), `--search` and `--needs-water`. The
/// day `--needs-water` judges is the listings' ``day`` (`--on`) and the grid's own `--today`, which
/// also decides the cards' colours.
enum PlantFilterOptions {
    static let kind = Option<String?>(
        "kind", value: "kind", help: "Only plants of this kind (ignoring case); repeat it for several kinds.")
    static let search = Option<String?>(
        "search", value: "text", help: "Only plants whose name, notes or kind contains <text> (ignoring case).")
    static let needsWater = Flag("needs-water", help: "Only plants that need water on the day (never watered, or their interval has passed).")
    /// The day of a listing: what `--needs-water` (and the "needs water" column) judge.
    static let day = Option<CalendarDate>("on", value: "date", help: "The day that decides what needs water: YYYY-MM-DD, today or yesterday.", default: "today")
}

/// The filter options a command takes, read into the filter they give.
protocol PlantFilterGroup: ParsableArguments {
    /// The filter, judging watering on `day`.
    func filter(on day: CalendarDate) -> PlantFilter
}

/// `--kind` (repeatable) and `--search`: what `today` takes, which lists what needs water.
struct PlantSearch: PlantFilterGroup {
    @RepeatedOption(PlantFilterOptions.kind) var kinds: [String]
    @Option(PlantFilterOptions.search) var search: String?

    /// What needs water on `day` of the plants the options select.
    func filter(on day: CalendarDate) -> PlantFilter {
        PlantFilter(kinds: kinds, search: search, needsWaterOn: day)
    }
}

/// `--kind` (repeatable), `--search` and `--needs-water`.
struct PlantFilters: PlantFilterGroup {
    @RepeatedOption(PlantFilterOptions.kind) var kinds: [String]
    @Option(PlantFilterOptions.search) var search: String?
    @Flag(PlantFilterOptions.needsWater) var needsWater: Bool

    /// The plants the options select, of them what needs water on `day` when `--needs-water`.
    func filter(on day: CalendarDate) -> PlantFilter {
        PlantFilter(kinds: kinds, search: search, needsWaterOn: needsWater ? day : nil)
    }
}

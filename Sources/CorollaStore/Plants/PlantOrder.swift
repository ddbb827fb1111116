/// The order `PlantStore.forEach(_:order:_:)` gives plants in.
public enum PlantOrder: Hashable, Sendable {
    /// By name (Unicode lowercase), then id.
    case name
    /// Most overdue for water first: never watered, then by the day the next watering is due (last
    /// watered plus the interval, ``Plant/defaultWateringIntervalDays`` without one), then by name and id.
    case mostOverdue

    /// The ORDER BY terms (columns of `plants` unqualified) and their arguments.
    var orderBy: (sql: String, arguments: [DatabaseValue]) {
        switch self {
        case .name: ("corolla_lower(name), id", [])
        case .mostOverdue:
            (
                "last_watered IS NOT NULL, julianday(last_watered) + ifnull(water_every_days, ?), corolla_lower(name), id",
                [.integer(Int64(Plant.defaultWateringIntervalDays))]
            )
        }
    }
}

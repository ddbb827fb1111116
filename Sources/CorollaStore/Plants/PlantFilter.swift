/// Which plants a listing or a grid shows: `PlantStore.list` and `count`, and the favorites'
/// `FavoriteStore.orderedPlantIDs(_:)` and `forEachShownPlant(_:_:)`.
///
/// Text is compared ignoring case: kinds and the search text are kept in canonical form (Unicode
/// lowercase, the kinds sorted and without repeats), so two filters that select the same plants for
/// every catalog are equal.
public struct PlantFilter: Hashable, Sendable {
    /// Only plants of one of these kinds (ignoring case); empty: every kind, and plants without one.
    public private(set) var kinds: [String]
    /// Only plants whose name, notes or kind contains this text (ignoring case); nil: no search.
    public private(set) var search: String?
    /// Only plants that need water on this day: never watered, or last watered at least their
    /// watering interval (``Plant/defaultWateringIntervalDays`` when they have none) before it.
    public var needsWaterOn: CalendarDate?
    /// At most this many plants (nil: all).
    public var limit: Int?
    /// Skip this many plants first.
    public var offset: Int

    public init(kinds: [String] = [], search: String? = nil, needsWaterOn: CalendarDate? = nil, limit: Int? = nil, offset: Int = 0) {
        self.kinds = Array(Set(kinds.map { $0.lowercased() })).sorted()
        let search = search?.lowercased()
        self.search = search?.isEmpty == false ? search : nil
        self.needsWaterOn = needsWaterOn
        self.limit = limit
        self.offset = offset
    }

    /// Whether it selects plants by their content (kind, search, watering): false for a filter that
    /// at most pages.
    public var selects: Bool { !kinds.isEmpty || search != nil || needsWaterOn != nil }

    /// The WHERE clause (from fixed fragments only, columns of `plants` unqualified) and its arguments.
    var whereClause: (sql: String, arguments: [DatabaseValue]) {
        condition.map { (" WHERE " + $0.sql, $0.arguments) } ?? ("", [])
    }

    /// The condition of ``whereClause`` and its arguments; nil when the filter selects every plant.
    var condition: (sql: String, arguments: [DatabaseValue])? {
        var conditions: [String] = []
        var arguments: [DatabaseValue] = []
        if !kinds.isEmpty {
            conditions.append("corolla_lower(kind) IN (\(Array(repeating: "?", count: kinds.count).joined(separator: ", ")))")
            arguments += kinds.map(DatabaseValue.text)
        }
        if let search {
            conditions.append("(instr(corolla_lower(name), ?) > 0 OR instr(corolla_lower(notes), ?) > 0 OR instr(corolla_lower(kind), ?) > 0)")
            arguments += Array(repeating: .text(search), count: 3)
        }
        if let needsWaterOn {
            conditions.append("(last_watered IS NULL OR julianday(last_watered) + ifnull(water_every_days, ?) <= julianday(?))")
            arguments += [.integer(Int64(Plant.defaultWateringIntervalDays)), needsWaterOn.databaseValue]
        }
        return conditions.isEmpty ? nil : (conditions.joined(separator: " AND "), arguments)
    }
}

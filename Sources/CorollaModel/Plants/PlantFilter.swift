/// Which plants a listing or a grid shows (the store's plant and favorite listings).
///
/// Text is compared ignoring case: kinds and the search text are kept in canonical form (Unicode
/// lowercase, the kinds sorted and without repeats), so two filters that select the same plants for
/// every catalog are equal.
public struct PlantFilter: Hashable, Sendable {
    /// Only plants of one of these kinds (ignoring case); empty: every kind, and plants without one.
    public private(set) var kinds: [String]
    /// Only plants whose name, notes or kind contains this text (ignoring case); nil: no search.
    public private(set) var search: String?
    /// Only plants that need water on this day by ``WateringDue``'s rule: never watered, or last
    /// watered at least their watering interval (``Plant/defaultWateringIntervalDays`` when they
    /// have none) before it. The store selects them in SQL, the rule's twin.
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
}

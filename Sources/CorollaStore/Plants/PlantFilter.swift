/// Which plants `PlantStore.list` and `count` return.
public struct PlantFilter: Hashable, Sendable {
    /// Only plants of exactly this kind.
    public var kind: String?
    /// Only plants whose name contains this text, ignoring case (Unicode-aware).
    public var nameContains: String?
    /// At most this many plants (nil: all).
    public var limit: Int?
    /// Skip this many plants first.
    public var offset: Int

    public init(kind: String? = nil, nameContains: String? = nil, limit: Int? = nil, offset: Int = 0) {
        self.kind = kind
        self.nameContains = nameContains
        self.limit = limit
        self.offset = offset
    }

    /// The WHERE clause (from fixed fragments only) and its arguments.
    var whereClause: (sql: String, arguments: [DatabaseValue]) {
        var conditions: [String] = []
        var arguments: [DatabaseValue] = []
        if let kind {
            conditions.append("kind = ?")
            arguments.append(.text(kind))
        }
        if let nameContains, !nameContains.isEmpty {
            conditions.append("instr(corolla_lower(name), ?) > 0")
            arguments.append(.text(nameContains.lowercased()))
        }
        return (conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND "), arguments)
    }
}

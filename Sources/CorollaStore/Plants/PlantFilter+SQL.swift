extension PlantFilter {
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

/// The prepared statements of a connection's hot queries, by SQL text.
///
/// Bounded: when it is full, the least recently used statement is finalized to make room.
struct StatementCache {
    private var statements: [String: Statement] = [:]
    private var useOrder: [String] = []
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// The cached statement for `sql`, preparing and caching it on first use.
    mutating func statement(for sql: String, prepare: (String) throws -> Statement) rethrows -> Statement {
        if let statement = statements[sql] {
            if useOrder.last != sql, let index = useOrder.lastIndex(of: sql) {
                useOrder.remove(at: index)
                useOrder.append(sql)
            }
            return statement
        }
        let statement = try prepare(sql)
        guard capacity > 0 else { return statement }
        if statements.count >= capacity, !useOrder.isEmpty {
            statements[useOrder.removeFirst()] = nil
        }
        statements[sql] = statement
        useOrder.append(sql)
        return statement
    }

    mutating func removeAll() {
        statements.removeAll()
        useOrder.removeAll()
    }

    var count: Int { statements.count }
}

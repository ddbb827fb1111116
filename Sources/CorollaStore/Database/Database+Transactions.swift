extension Database {
    /// Runs `body` in a write transaction and commits it; rolls back and rethrows if `body` throws.
    ///
    /// The transaction starts with `BEGIN IMMEDIATE`: it takes the write lock first, waiting up to the
    /// busy timeout for another writer, so it never fails half-way with "database is locked" as a
    /// deferred transaction that upgrades from reading to writing can. Inside another transaction,
    /// `body` runs in a savepoint, undone alone if it throws.
    public func write<T>(_ body: (Database) throws -> T) throws -> T {
        if isInTransaction {
            return try inSavepoint(body)
        }
        try execute("BEGIN IMMEDIATE")
        return try finishing(body, commit: "COMMIT", rollback: ["ROLLBACK"])
    }

    /// Runs `body` in a read transaction: it sees one snapshot of the file, whatever other connections
    /// commit meanwhile. Inside another transaction, `body` runs in it.
    public func read<T>(_ body: (Database) throws -> T) throws -> T {
        if isInTransaction {
            return try body(self)
        }
        try execute("BEGIN DEFERRED")
        return try finishing(body, commit: "COMMIT", rollback: ["ROLLBACK"])
    }

    private func inSavepoint<T>(_ body: (Database) throws -> T) throws -> T {
        try execute("SAVEPOINT corolla_write")
        return try finishing(body, commit: "RELEASE corolla_write", rollback: ["ROLLBACK TO corolla_write", "RELEASE corolla_write"])
    }

    /// Runs `body`, then `commit`; on any error runs `rollback` (while a transaction is still open:
    /// SQLite may have rolled back already) and rethrows the first error.
    private func finishing<T>(_ body: (Database) throws -> T, commit: String, rollback: [String]) throws -> T {
        do {
            let result = try body(self)
            try execute(commit)
            return result
        } catch {
            for statement in rollback where isInTransaction {
                try? execute(statement)
            }
            throw error
        }
    }
}

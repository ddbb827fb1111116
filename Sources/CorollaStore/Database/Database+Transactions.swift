extension Database {
    /// Runs `body` in a write transaction and commits it; rolls back and rethrows if `body` throws.
    ///
    /// The transaction starts with `BEGIN IMMEDIATE`: it takes the write lock first, waiting up to the
    /// busy timeout for another writer, so it never fails half-way with "database is locked" as a
    /// deferred transaction that upgrades from reading to writing can. Inside another transaction,
    /// `body` runs in a savepoint, undone alone if it throws (inside a ``bulkWrite(_:)``, it runs
    /// in the bulk transaction itself, whose every error undoes everything).
    public func write<T>(_ body: (Database) throws -> T) throws -> T {
        if isInTransaction {
            return try bulkTransaction == nil ? inSavepoint(body) : inBulk(body)
        }
        try execute("BEGIN IMMEDIATE")
        defer { checkpointIfDue() }
        return try finishing(body, commit: "COMMIT", rollback: ["ROLLBACK"])
    }

    /// Runs `body` in one write transaction in which nested ``write(_:)``s open no savepoint of
    /// their own: any error, even one `body` catches, rolls the whole transaction back. For bulk
    /// writes (imports) made of many nested writes.
    ///
    /// Why: while a savepoint is open, SQLite copies each page it changes into the sub-journal, and
    /// every statement that needs a statement journal (a trigger, a constraint that can abort) then
    /// appends to that same sub-journal and truncates it back when it ends. SQLite 3.40 finds the
    /// truncation point by walking the sub-journal's chunks from the start, so n statements in one
    /// savepoint cost O(n²) (with `temp_store = FILE`, the default, as `pwrite`s to a temporary
    /// file).
    ///
    /// The page cache may grow to 256 MiB for the bulk (SQLite allocates it as pages are used, and the
    /// connection's size comes back after): with the default 2 MiB, a large transaction spills its
    /// dirty pages to the WAL and writes most of them again later.
    ///
    /// Inside another transaction, the bulk runs in one savepoint (correct, but without the gain).
    ///
    /// - Throws: the first error of `body` or of a nested write, after rolling back.
    /// - Parameters:
    ///   - boundedMemory: keep the page cache at 16 MiB and temporary tables in a file, so that the
    ///     memory the bulk needs does not grow with what it writes (an import of any size).
    public func bulkWrite<T>(boundedMemory: Bool = false, _ body: (Database) throws -> T) throws -> T {
        if isInTransaction {
            return try write(body)
        }
        let cacheSize = try fetchScalar(Int.self, "PRAGMA cache_size")
        let tempStore = try fetchScalar(Int.self, "PRAGMA temp_store")
        try execute(boundedMemory ? "PRAGMA cache_size = -16384" : "PRAGMA cache_size = -262144")  // KiB
        try execute(boundedMemory ? "PRAGMA temp_store = FILE" : "PRAGMA temp_store = MEMORY")
        defer {
            try? execute("PRAGMA cache_size = \(cacheSize)")
            try? execute("PRAGMA temp_store = \(tempStore)")
        }
        try execute("BEGIN IMMEDIATE")
        defer { checkpointIfDue() }
        let bulk = BulkTransaction()
        bulkTransaction = bulk
        defer { bulkTransaction = nil }
        return try finishing({ database in
            let result = try body(database)
            if let failure = bulk.failure { throw failure }
            return result
        }, commit: "COMMIT", rollback: ["ROLLBACK"])
    }

    /// Runs `body` in the current transaction; remembers that it failed, so the transaction rolls back.
    private func inBulk<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try body(self)
        } catch {
            if let bulk = bulkTransaction, bulk.failure == nil { bulk.failure = error }
            throw error
        }
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

/// The state of an open ``Database/bulkWrite(_:)``: the first error of a nested write.
final class BulkTransaction {
    var failure: (any Error)?
}

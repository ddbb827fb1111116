import CSQLite

extension Database {
    /// Copies every page of this connection's main database into `destination`'s with SQLite's
    /// online backup API, in one step: the source is read in one read transaction (a consistent
    /// snapshot, whatever other connections write meanwhile; in WAL mode they are not blocked), and
    /// the destination is written in one write transaction (all of it or none of it; its other
    /// connections, its write-ahead log included, see the new pages as any commit).
    ///
    /// - Throws: `DatabaseError` — `.busy` when the destination's write lock could not be had
    ///   within its busy timeout (another process is writing it), `.readOnly` when the page sizes
    ///   differ and the destination is in WAL mode.
    /// - Complexity: O(p) for p pages.
    func copyPages(into destination: Database) throws {
        try PageCopy(from: self, into: destination).finish()
    }
}

/// A copy of every page of one database into another (SQLite's online backup API) that takes the
/// destination's write lock when made and holds it until ``finish()`` writes the pages and commits
/// them, or until it is released unfinished (nothing written). While it holds the lock no other
/// connection, in this process or another, can commit to the destination; they still read it (in
/// WAL mode). Neither connection may be used for anything else meanwhile, except that the source
/// may be written through its own connection (the copy reads its pages when it finishes).
final class PageCopy {
    private let backup: OpaquePointer
    private let destination: Database
    private var isFinished = false

    /// Takes `destination`'s write lock (waiting up to its busy timeout), copying nothing yet.
    ///
    /// - Throws: `DatabaseError` — `.busy` when the lock could not be had in time.
    init(from source: Database, into destination: Database) throws {
        guard let backup = sqlite3_backup_init(destination.handle, "main", source.handle, "main") else {
            throw destination.failure(code: sqlite3_errcode(destination.handle), sql: nil)
        }
        self.backup = backup
        self.destination = destination
        let step = sqlite3_backup_step(backup, 0)
        guard step == SQLITE_OK || step == SQLITE_DONE else {
            throw finishing(step)
        }
    }

    /// Copies the pages and commits them, releasing the lock.
    ///
    /// - Throws: `DatabaseError` (`.readOnly` when the page sizes differ and the destination is in
    ///   WAL mode); nothing is then written.
    /// - Complexity: O(p) for p pages.
    func finish() throws {
        let step = sqlite3_backup_step(backup, -1)
        guard step == SQLITE_DONE else { throw finishing(step) }
        isFinished = true
        let finish = sqlite3_backup_finish(backup)
        guard finish == SQLITE_OK else { throw destination.failure(code: finish, sql: nil) }
    }

    /// Ends the copy after `step` failed (rolling back what it wrote) and returns the error.
    private func finishing(_ step: Int32) -> DatabaseError {
        isFinished = true
        let finish = sqlite3_backup_finish(backup)
        let code = finish != SQLITE_OK ? finish : step
        return DatabaseError(extendedResultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errstr(code)) + " (copying the pages)")
    }

    deinit {
        if !isFinished { sqlite3_backup_finish(backup) }
    }
}

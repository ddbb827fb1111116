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
        guard let backup = sqlite3_backup_init(destination.handle, "main", handle, "main") else {
            throw destination.failure(code: sqlite3_errcode(destination.handle), sql: nil)
        }
        let step = sqlite3_backup_step(backup, -1)
        let finish = sqlite3_backup_finish(backup)
        guard step == SQLITE_DONE else {
            let code = finish != SQLITE_OK ? finish : step
            throw DatabaseError(
                extendedResultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errstr(code)) + " (copying the pages)")
        }
        guard finish == SQLITE_OK else { throw destination.failure(code: finish, sql: nil) }
    }
}

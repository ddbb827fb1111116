extension Database {
    /// Gives the file's free pages back to the file system, on a file this connection may write (see
    /// ``FileCondition``: the soundness check runs now if it has not) and outside a transaction;
    /// otherwise does nothing. The file shrinks when the write-ahead log is next checkpointed.
    ///
    /// A file with `auto_vacuum=INCREMENTAL` (every file a `Database` creates) runs `PRAGMA
    /// incremental_vacuum`: the pages in use at the end of the file move into free ones and the end
    /// is cut off, work in proportion to the pages freed. A file created without it is converted by
    /// one `VACUUM`, which rewrites the whole file through the write-ahead log (it needs as much free
    /// disk as the file takes, and cannot run inside a transaction).
    ///
    /// - Returns: whether it ran.
    /// - Complexity: O(f) for f free pages; the first time on a file without `auto_vacuum`, O(p) for
    ///   its p pages.
    @discardableResult
    public func releaseFreePages() throws -> Bool {
        guard !isInTransaction else { return false }
        checkSoundnessIfUnchecked()
        guard mayCheckpoint else { return false }
        if try fetchValue(Int.self, "PRAGMA auto_vacuum") == Self.incrementalAutoVacuum {
            try write { try $0.execute("PRAGMA incremental_vacuum") }
        } else {
            try execute("PRAGMA auto_vacuum = INCREMENTAL")
            try execute("VACUUM")
        }
        return true
    }

    /// `PRAGMA auto_vacuum`'s value for INCREMENTAL.
    private static let incrementalAutoVacuum = 2
}

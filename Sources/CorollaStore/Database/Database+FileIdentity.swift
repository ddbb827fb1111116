import CSQLite
import Glibc

/// A file's device and inode: what tells a file from another put under its name (`mv`, `cp` over
/// a removed file, a restore done by hand); with its contents, also its size and modification
/// time: what tells a file written in place (`cp` over it) from the one read.
struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64
    /// The size and the modification time (seconds, nanoseconds), when the contents count.
    var contents: [Int]?

    /// The identity of the file at `path`, or nil when nothing is there.
    init?(path: UnsafePointer<CChar>, withContents: Bool) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        contents = withContents ? [status.st_size, status.st_mtim.tv_sec, status.st_mtim.tv_nsec] : nil
    }

    /// The identity of the main database file of `connection`; nil for an in-memory database.
    init?(ofFileOf connection: OpaquePointer, withContents: Bool) {
        guard let name = sqlite3_db_filename(connection, "main"), name.pointee != 0 else { return nil }
        self.init(path: name, withContents: withContents)
    }
}

/// The file a connection opened, by device and inode: two connections of one file have the same.
public struct DatabaseFileID: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
}

extension Database {
    /// The file this connection opened (its device and inode when it opened it); nil in memory.
    ///
    /// - Complexity: O(1).
    public var fileID: DatabaseFileID? {
        fileIdentity.map { DatabaseFileID(device: $0.device, inode: $0.inode) }
    }

    /// Whether the connection's path still names the file it opened (its device and inode; for an
    /// immutable connection, which would read changed pages as they come, also its size and
    /// modification time); a file replaced or gone makes the connection
    /// ``FileCondition/replaced``: it never checkpoints, not even on close, so its log is never
    /// written into another file.
    ///
    /// - Complexity: O(1), one `stat(2)`.
    public func fileState() -> CatalogFileState {
        guard let fileIdentity, let name = sqlite3_db_filename(handle, "main") else { return .same }
        let state: CatalogFileState =
            switch FileIdentity(path: name, withContents: fileIdentity.contents != nil) {
            case nil: .gone
            case fileIdentity?: .same
            case _?: .replaced
            }
        if state != .same { fileCondition = .replaced }
        return state
    }

    /// Writes the log into the file and empties it (`wal_checkpoint(TRUNCATE)`, which waits up to
    /// the busy timeout for readers on older snapshots) when this connection changed rows since
    /// the last call, by the rule of a connection that closes (``mayCheckpointWrites``): a
    /// connection that changed data checks a file it has not checked first; one that wrote only
    /// bookkeeping (a grid's cache entries and card sizes) writes the pages it changed without the
    /// check. For a connection that stays open (a server's), so that the file alone holds what it
    /// wrote.
    ///
    /// - Complexity: the check's O(n) for n pages when the connection changed data in a file it
    ///   had not checked, plus the checkpoint's O(f) for f frames; O(1) when it changed nothing.
    public func checkpointWrites() {
        let total = sqlite3_total_changes64(handle)
        guard total != checkpointedChanges, !isInTransaction else { return }
        checkpointedChanges = total
        if changedMoreThanBookkeeping { checkSoundnessIfUnchecked() }
        guard mayCheckpointWrites else { return }
        sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_TRUNCATE, nil, nil)
    }
}

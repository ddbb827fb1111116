import Glibc

/// The files SQLite keeps for a database: the file itself and, beside it under the same name with
/// a suffix, its rollback journal, write-ahead log and shared memory.
enum DatabaseFiles {
    /// The suffixes of a database's files, the database itself first.
    static let suffixes = ["", "-journal", "-wal", "-shm"]

    /// The permission bits of the file at `path` (0o644 when it cannot be read).
    ///
    /// - Complexity: O(1), one `stat(2)`.
    static func mode(of path: String) -> mode_t {
        var status = stat()
        guard stat(path, &status) == 0 else { return 0o644 }
        return status.st_mode & 0o7777
    }

    /// Creates the empty file `path` with exactly `mode` (whatever the umask), when nothing has
    /// that name; does nothing otherwise.
    static func create(_ path: String, mode: mode_t) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { return }
        fchmod(descriptor, mode)
        close(descriptor)
    }

    /// Removes the database at `path` and every file SQLite keeps beside it.
    static func remove(_ path: String) {
        for suffix in suffixes { unlink(path + suffix) }
    }
}

import Synchronization

/// The files this process found sound (their pages checked: ``CatalogStore/quickCheck()``,
/// ``CatalogStore/checkHealth()``, a connection's soundness check), by device and inode, while a
/// connection of the process has the file open. A server opens a connection to its catalog for
/// each request it serves at the same time, and checking a file of a million favorites takes
/// seconds: a connection to a file in the set takes it as sound without checking it again
/// (``CatalogStore/quickCheckOnce()``, the check before a connection's first checkpoint). A file
/// found damaged leaves the set; a file put under the path (a restore done by hand, `mv`) is
/// another inode, checked anew. An inode is not given to another file while it is open, and the
/// verdict is forgotten when the last connection to the file closes.
final class SoundFiles: Sendable {
    static let shared = SoundFiles()

    private struct File {
        var connections = 0
        var sound = false
    }

    private let files = Mutex<[DatabaseFileID: File]>([:])

    /// Whether `file` was found sound and not damaged since, by a connection open meanwhile.
    func contains(_ file: DatabaseFileID) -> Bool {
        files.withLock { $0[file]?.sound == true }
    }

    /// Records the verdict on `file` (open by the caller): sound, or not.
    func note(_ file: DatabaseFileID, sound: Bool) {
        files.withLock { $0[file]?.sound = sound }
    }

    /// A connection to `file` opened.
    func opened(_ file: DatabaseFileID) {
        files.withLock { $0[file, default: File()].connections += 1 }
    }

    /// A connection to `file` closed; with the last one, its verdict is forgotten.
    func closed(_ file: DatabaseFileID) {
        files.withLock { files in
            files[file]?.connections -= 1
            if files[file]?.connections ?? 0 <= 0 { files[file] = nil }
        }
    }
}

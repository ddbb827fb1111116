import CorollaService
import Glibc

extension Failure {
    /// What a SQLite error on the catalog at `path` means for the user — a damaged file (pointing
    /// to `corolla db check` when `suggestingCheck`), a read-only file or folder, a full disk, a
    /// lock held too long — or nil for an error SQLite's own message explains. SQLite rolls back
    /// the failed transaction, so each message says that nothing was written.
    init?(_ error: DatabaseProblem, catalog path: FilePath, suggestingCheck: Bool = true) {
        switch error.kind {
        case .damaged:
            self = Self.damaged(path, detail: error.message, suggestingCheck: suggestingCheck)
        case .readOnly:
            self.init(.readOnly, "cannot write the catalog '\(path)': \(Self.readOnlyReason(path)); nothing was written")
        case .diskFull:
            self.init(.full, "cannot write the catalog '\(path)': the disk is full; nothing was written")
        case .ioError:
            self.init(
                .internal, "cannot read or write the catalog '\(path)': \(error.message) (is the disk full, or the file over "
                    + "a size limit?); nothing was written")
        case .cannotOpen:
            if let refusal = Self.writeRefusal(path) {
                self.init(.readOnly, "cannot write the catalog '\(path)': \(refusal); nothing was written")
            } else {
                self.init(.internal, "cannot open the catalog '\(path)': \(error.message) (\(Self.readOnlyReason(path)))")
            }
        case .busy:
            self.init(
                .busy, "the catalog '\(path)' stayed locked by another process for longer than the busy timeout; "
                    + "nothing was written")
        case .other:
            return nil
        }
    }

    /// The refusal of a damaged catalog: the file is left as it is. A file shorter than its header
    /// says is named as cut short; `suggestingCheck` points to `corolla db check` (which does not
    /// point to itself).
    static func damaged(_ path: FilePath, detail: String, suggestingCheck: Bool = true) -> Failure {
        let check = suggestingCheck ? ". Run 'corolla db check' to see what is wrong" : ""
        guard let truncation = path.sqliteTruncation else {
            return Failure(.internal, "the catalog '\(path)' is damaged (\(detail)); it was left as it is\(check)")
        }
        return Failure(.internal, "the catalog '\(path)' is damaged: it was cut short (\(truncation)); it was left as it is. Restore it from a backup\(check)")
    }

    /// Why SQLite cannot write beside or into `path`: ``writeRefusal(_:)``, else the file system
    /// refuses writes.
    static func readOnlyReason(_ path: FilePath) -> String {
        writeRefusal(path) ?? "the file system refuses writes"
    }

    /// Why this process may not write the catalog at `path` or beside it (SQLite keeps its
    /// write-ahead log and shared memory in files beside the catalog) — its file system is mounted
    /// read-only, the file is immutable or read-only, its folder is read-only — or nil when it may
    /// write both (or they do not exist).
    static func writeRefusal(_ path: FilePath) -> String? {
        let file = path.exists ? path.writeError : nil
        let folder = path.folder.exists ? path.folder.writeError : nil
        if file == EROFS || folder == EROFS { return "its file system is mounted read-only" }
        if file == EPERM { return "the file is immutable" }
        if file != nil { return "the file is read-only" }
        if folder != nil { return "its folder '\(path.folder)' is read-only (SQLite keeps its write-ahead log beside the file)" }
        return nil
    }
}

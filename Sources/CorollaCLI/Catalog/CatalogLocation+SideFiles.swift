import CorollaService
import Glibc

extension CatalogLocation {
    /// What SQLite keeps beside the catalog — the suffix of its name, what it is, and the first
    /// bytes of one SQLite wrote, or is writing (nil where another process may be writing it at any
    /// moment, as the log and the shared memory of a WAL catalog: only its kind is checked).
    static let sideFiles: [(suffix: String, role: String, magic: [[UInt8]]?)] = [
        ("-journal", "rollback journal", [[0xD9, 0xD5, 0x05, 0xF9, 0x20, 0xA1, 0x63, 0xD7], [UInt8](repeating: 0, count: 8)]),
        ("-wal", "write-ahead log", nil),
        ("-shm", "shared memory", nil),
    ]

    /// Refuses a catalog beside which SQLite would meet what it did not write: a folder or a device
    /// where it keeps its journal, log or shared memory, or a journal that is not one — SQLite answers the first with "disk I/O error" on every command and
    /// deletes the second at the next write.
    ///
    /// - Throws: ``Failure`` naming the file and what SQLite keeps there; nothing is changed.
    /// - Complexity: O(1): three `stat(2)`s and at most two reads of 8 bytes.
    func requireSoundSideFiles() throws {
        for side in Self.sideFiles {
            let file = FilePath(bytes: path.bytes + Array(side.suffix.utf8))
            let status: stat
            switch file.status() {
            case .failure: continue
            case .success(let found): status = found
            }
            let kind = FileKind(mode: status.st_mode)
            let place = "where SQLite keeps the catalog's \(side.role); move it away (nothing was changed)"
            guard kind == .regular else {
                throw Failure(.internal, "'\(file)' beside the catalog is \(kind.article), \(place)")
            }
            guard let magic = side.magic, status.st_size > 0 else { continue }
            // A journal being written may still be shorter than its header.
            let head = file.firstBytes(8)
            guard !magic.contains(where: { $0.starts(with: head) }) else { continue }
            throw Failure(.internal, "'\(file)' beside the catalog is not a \(side.role) SQLite wrote, yet it stands \(place)")
        }
    }
}

extension FilePath {
    /// The file's first `count` bytes (fewer when it is shorter; none when it cannot be read).
    fileprivate func firstBytes(_ count: Int) -> [UInt8] {
        guard case .success(let descriptor) = open(O_RDONLY) else { return [] }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, 0) }
        return Array(bytes.prefix(max(0, got)))
    }
}

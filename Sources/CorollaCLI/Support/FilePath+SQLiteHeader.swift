import CorollaService
import Glibc

extension FilePath {
    /// How the SQLite file at the path was cut short, when its size is less than its header gives:
    /// "it is 5000 bytes, but its header gives 2 pages of 4096 bytes, 8192"; nil when it is whole,
    /// cannot be read, or has no header that says (SQLite's header holds the page size at offset
    /// 16 and the page count at 28, valid when the counter at 92 equals the one at 24).
    var sqliteTruncation: String? {
        guard case .success(let descriptor) = open(O_RDONLY) else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, FileKind(mode: status.st_mode) == .regular else { return nil }
        let size = Int(status.st_size)
        guard size >= 100 else { return size == 0 ? nil : "it is \(size) bytes, shorter than SQLite's 100-byte header" }
        var header = [UInt8](repeating: 0, count: 100)
        guard pread(descriptor, &header, 100, 0) == 100, header.starts(with: Array("SQLite format 3\0".utf8)) else { return nil }
        func integer(at offset: Int, bytes: Int) -> Int {
            header[offset..<(offset + bytes)].reduce(0) { $0 << 8 | Int($1) }
        }
        let pageSize = integer(at: 16, bytes: 2) == 1 ? 65_536 : integer(at: 16, bytes: 2)
        let pages = integer(at: 28, bytes: 4)
        guard pageSize >= 512, pages > 0, integer(at: 92, bytes: 4) == integer(at: 24, bytes: 4) else { return nil }
        guard size < pages * pageSize else { return nil }
        return "it is \(size) bytes, but its header gives \(pages) pages of \(pageSize) bytes, \(pages * pageSize)"
    }
}

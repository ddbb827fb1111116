import Foundation

/// Reads a whole file straight into an array of bytes.
///
/// `Data(contentsOf:)` followed by `Array(data)` holds the file twice and copies it once; this reads
/// it once, into the array the import parses.
enum FileBytes {
    /// The bytes of the regular file at `path`, or nil when it cannot be opened, is not a regular
    /// file, grows while it is read, or a read fails (the caller then reads it the usual way, for the
    /// usual error message).
    ///
    /// - Complexity: O(n) for n bytes.
    static func read(atPath path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size >= 0 else { return nil }
        // One byte more than the size, to see the end of the file in the same buffer.
        let capacity = Int(status.st_size) + 1
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            initialized = 0
            while initialized < capacity, let base = buffer.baseAddress {
                let got = Glibc.read(descriptor, base + initialized, capacity - initialized)
                if got < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    return
                }
                if got == 0 { return }
                initialized += got
            }
        }
        guard !failed, bytes.count < capacity else { return nil }
        return bytes
    }
}

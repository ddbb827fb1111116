import CorollaService
import Glibc

/// Reads a whole file straight into an array of bytes.
///
/// `Data(contentsOf:)` followed by `Array(data)` holds the file twice and copies it once; a regular
/// file is read once, into the array the import parses. A pipe (`corolla import <(…)`), a device or
/// standard input is read until its end.
enum FileBytes {
    /// The bytes of the file at `path`, a regular file or anything else that can be read to its end.
    ///
    /// - Throws: ``Failure`` naming the file and why it cannot be read: missing, a folder, not
    ///   permitted, or a read error.
    /// - Complexity: O(n) for n bytes.
    static func read(_ path: FilePath) throws -> [UInt8] {
        let descriptor: Int32
        switch path.open(O_RDONLY) {
        case .success(let opened): descriptor = opened
        case .failure(let error): throw Failure(.internal, "cannot read '\(path)': \(error)")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure(.internal, "cannot read '\(path)': \(SystemError(errno))") }
        let kind = FileKind(mode: status.st_mode)
        guard kind != .folder else { throw Failure(.internal, "cannot read '\(path)': it is a folder; name a file") }
        do {
            // One byte more than the size, to see the end of a regular file in the first read.
            return try read(descriptor: descriptor, expecting: kind == .regular ? max(0, Int(status.st_size)) + 1 : 65_536)
        } catch let error as SystemError {
            throw Failure(.internal, "cannot read '\(path)': \(error)")
        }
    }

    /// Everything standard input holds, up to its end.
    ///
    /// - Throws: ``Failure`` when a read fails.
    static func readStandardInput() throws -> [UInt8] {
        do {
            return try read(descriptor: STDIN_FILENO, expecting: 65_536)
        } catch let error as SystemError {
            throw Failure(.internal, "cannot read standard input: \(error)")
        }
    }

    /// The bytes `descriptor` gives until its end, read into a buffer of `capacity` bytes that
    /// doubles when full.
    ///
    /// - Throws: ``SystemError`` when a read fails.
    private static func read(descriptor: Int32, expecting capacity: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var capacity = max(capacity, 1)
        while true {
            var failure: Int32?
            var ended = false
            let chunk = [UInt8](unsafeUninitializedCapacity: capacity - bytes.count) { buffer, initialized in
                initialized = 0
                while initialized < buffer.count, let base = buffer.baseAddress {
                    let got = Glibc.read(descriptor, base + initialized, buffer.count - initialized)
                    if got < 0, errno == EINTR { continue }
                    if got < 0 { failure = errno }
                    if got <= 0 {
                        ended = true
                        return
                    }
                    initialized += got
                }
            }
            // The first chunk becomes the array itself: a regular file is not copied again.
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            if let failure { throw SystemError(failure) }
            if ended { return bytes }
            capacity *= 2
        }
    }
}

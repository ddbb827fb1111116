import Foundation

/// A request body written to a temporary file as it arrives, chunk by chunk, up to `limit` bytes:
/// a large upload costs the server disk, not memory. The file is unlinked as soon as it is made,
/// so nothing is left behind whatever happens to the request; its descriptor is closed (and the
/// space freed) when the body is released (answered, or the client left).
final class SpooledBody: @unchecked Sendable {
    /// The open file; read it from offset 0.
    let descriptor: Int32
    /// The most bytes the body may have.
    let limit: Int
    /// The bytes written so far.
    private(set) var count = 0
    /// The `errno` of a write that failed (the disk is full, …).
    private(set) var failure: Int32?

    /// A new empty spool in the temporary folder (`TMPDIR`, else `/tmp`).
    ///
    /// - Throws: ``HTTPFailure`` (full) when no temporary file can be made.
    init(limit: Int) throws(HTTPFailure) {
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder + "/corolla-upload-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else {
            throw HTTPFailure(.full, "the server cannot store the upload: \(String(cString: strerror(errno)))")
        }
        unlink(template)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        self.descriptor = descriptor
        self.limit = limit
    }

    deinit {
        close(descriptor)
    }

    /// Appends `bytes`.
    ///
    /// - Returns: false, writing nothing, when the body would pass ``limit``.
    func append(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard count + bytes.count <= limit else { return false }
        guard failure == nil, let base = bytes.baseAddress else { return true }
        var written = 0
        while written < bytes.count {
            let result = write(descriptor, base + written, bytes.count - written)
            if result < 0, errno == EINTR { continue }
            guard result > 0 else {
                failure = errno
                return true
            }
            written += result
        }
        count += bytes.count
        return true
    }
}

/// What the server does with a request whose headers are in (``HTTPServer/Admission``).
enum RequestAdmission: Sendable {
    /// Answer it now, reading none of its body.
    case refused(HTTPResponse)
    /// Keep its body in memory, up to `limit` bytes (its route's, ``BodyPolicy``).
    case buffered(limit: Int)
    /// Write its body to a ``SpooledBody`` of at most `limit` bytes.
    case spooled(limit: Int)
}

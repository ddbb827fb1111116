import Foundation

/// The least pace of an upload (a spooled body): ``graceSeconds`` from its start, plus one second
/// for each ``bytesPerSecond`` bytes it has sent. An upload behind that pace — a client that
/// dribbles a photo to hold a place and a spool — is answered 408 and cut (``HeaderDeadline``), and
/// its spool goes with its request. A stalled upload is behind as soon as its grace ends.
struct UploadPace: Sendable, Hashable {
    /// Seconds an upload has before its pace counts.
    var graceSeconds: Int
    /// The least average rate of an upload past its grace, in bytes per second.
    var bytesPerSecond: Int

    /// Whether an upload that has sent `received` bytes in the `elapsed` time since its start is
    /// behind the pace.
    ///
    /// - Complexity: O(1).
    func isBehind(received: Int, elapsed: Duration) -> Bool {
        elapsed > .seconds(graceSeconds) + .seconds(1) * received / max(bytesPerSecond, 1)
    }

    /// What an upload behind the pace is answered.
    var refusal: HTTPFailure {
        let rate = bytesPerSecond % 1024 == 0 ? "\(bytesPerSecond / 1024) KiB/s" : "\(bytesPerSecond) bytes/s"
        return .timedOut("the upload was slower than \(rate) after its first \(graceSeconds) s, and was stopped; send it again on a better connection")
    }

    /// ``refusal`` as the bytes of an HTTP/1.1 response that closes its connection: written by
    /// the thread that cuts the upload, in the middle of the request.
    var refusalMessage: [UInt8] {
        let response = HTTPResponse.failure(refusal)
        guard case .bytes(let body) = response.body else { return [] }
        var head = "HTTP/1.1 408 Request Timeout\r\n"
        for header in response.headers { head += "\(header.name): \(header.value)\r\n" }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + body
    }
}

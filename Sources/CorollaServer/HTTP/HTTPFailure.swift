import CorollaJSON
import CorollaService

/// A refused request: a status, a message saying why, and the headers and body member that go
/// with it. Its status comes from one of two places only: a failure's ``Failure/Kind`` (the
/// request's or the catalog's fault, decided by ``Router/status(of:)``), or one of the refusals
/// of the HTTP protocol itself declared below (a method, a body, a header the server does not
/// take; the server's own capacity). No other file names a status.
struct HTTPFailure: Error, Sendable {
    var status: Int
    var message: String
    /// Extra headers (`Allow` for a 405, `Retry-After` for a 503).
    var headers: [(name: String, value: String)] = []
    /// The field of the request's body the failure is about (a 400 naming a bad member).
    var field: String?

    /// A failure of `kind`, with the kind's status; a busy catalog's says when to try again.
    init(_ kind: Failure.Kind, _ message: String, field: String? = nil) {
        self.init(status: Router.status(of: kind), message, headers: kind == .busy ? [("Retry-After", "1")] : [], field: field)
    }

    private init(status: Int, _ message: String, headers: [(name: String, value: String)] = [], field: String? = nil) {
        self.status = status
        self.message = message
        self.headers = headers
        self.field = field
    }
}

extension HTTPFailure {
    /// 403: a request from a device that is not paired, or a write without the page's Origin or CSRF token.
    static func forbidden(_ message: String) -> HTTPFailure {
        HTTPFailure(status: 403, message)
    }

    /// 405: `method` on a path served for `allowed` only (listed in `Allow`).
    static func methodNotAllowed(_ method: String, allowed: [String]) -> HTTPFailure {
        HTTPFailure(status: 405, "\(method) is not allowed here", headers: [("Allow", allowed.joined(separator: ", "))])
    }

    /// 408: a request that took too long to send (an upload behind ``UploadPace``).
    static func timedOut(_ message: String) -> HTTPFailure {
        HTTPFailure(status: 408, message)
    }

    /// 413: a request body longer than `limit` bytes (any body, when `limit` is 0).
    static func bodyTooLarge(limit: Int) -> HTTPFailure {
        guard limit > 0 else { return HTTPFailure(status: 413, "this request takes no body") }
        let size = limit >= 1 << 20 && limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
        return HTTPFailure(status: 413, "the request body is larger than \(size)")
    }

    /// 414: a path or query past ``Router/maximumPath`` or ``Router/maximumQuery``.
    static let tooLong = HTTPFailure(status: 414, "the path or the query is too long")

    /// 415: a body whose type the request does not take.
    static func unsupportedType(_ message: String) -> HTTPFailure {
        HTTPFailure(status: 415, message)
    }

    /// 421: a `Host` that does not name this server.
    static let misdirected = HTTPFailure(status: 421, "the Host header does not name this server")

    /// 428: a write to a plant without the condition it is made on (`If-Match`, and for a move the
    /// favorites' order).
    static func preconditionRequired(_ message: String) -> HTTPFailure {
        HTTPFailure(status: 428, message)
    }

    /// 429: a client that made too many failed attempts lately (wrong pairing codes); `Retry-After`
    /// says in how many seconds it may try again.
    static func tooManyRequests(_ message: String, retryAfter seconds: Int) -> HTTPFailure {
        HTTPFailure(status: 429, message, headers: [("Retry-After", String(seconds))])
    }

    /// 503: the server cannot take the request now (its work queues are full, it is stopping, its
    /// catalog is being replaced); `Retry-After` says when to try again.
    static func unavailable(_ message: String, retryAfter seconds: Int? = nil) -> HTTPFailure {
        HTTPFailure(status: 503, message, headers: seconds.map { [("Retry-After", String($0))] } ?? [])
    }
}

extension HTTPResponse {
    /// 412: a write whose condition no longer holds (the plant or the favorites' order changed
    /// since the page saw them), answered with `members`: what the page needs to show the change
    /// (``Router/ifUnchanged(_:_:status:_:)``).
    static func preconditionFailed(_ members: [JSONMember]) -> HTTPResponse {
        .json(.object(members), status: 412)
    }
}

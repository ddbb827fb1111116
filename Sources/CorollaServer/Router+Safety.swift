import Foundation

extension Router {
    /// The cookie that keeps the access token after the first `?token=`.
    static let tokenCookie = "corolla_token"

    /// Refuses (421) a request whose `Host` is not the address the server is bound to, with its
    /// port: a page on another domain that resolved its name to this machine (DNS rebinding)
    /// sends that name. Bound to 127.0.0.1, `localhost` is accepted too; bound to 0.0.0.0, any
    /// IPv4 address (only a name can be rebound).
    func checkHost(_ request: HTTPRequest) throws(HTTPFailure) {
        guard let host = request.headers["host"], let colon = host.lastIndex(of: ":"),
            UInt16(host[host.index(after: colon)...]) == port
        else { throw .misdirected }
        let name = String(host[..<colon])
        let bound = configuration.host
        let accepted =
            name == bound || (ServerConfiguration.isLoopback(bound) && name == "localhost")
            || (bound == "0.0.0.0" && (IPv4Address(name) != nil || name == "localhost"))
        guard accepted else { throw .misdirected }
    }

    /// Refuses (403) a request without the access token, when one is needed: in the query, or in
    /// the cookie the server set.
    ///
    /// - Returns: whether the token came in the query (the response sets the cookie).
    func checkAccess(_ request: HTTPRequest) throws(HTTPFailure) -> Bool {
        guard let token = configuration.accessToken else { return false }
        if let given = try request.argument("token"), Self.same(given, token) { return true }
        if let given = request.cookies[Self.tokenCookie], Self.same(given, token) { return false }
        throw .forbidden("this server needs its access token: open the address it printed, with ?token=")
    }

    /// Refuses (403) a write in read-only mode, from another origin, or without the page's CSRF
    /// token.
    func checkWrite(_ request: HTTPRequest) throws(HTTPFailure) {
        guard !configuration.readOnly else { throw HTTPFailure(.readOnly, configuration.readOnlyReason.message) }
        guard let origin = request.headers["origin"], let host = request.headers["host"], origin == "http://\(host)" else {
            throw .forbidden("a write needs an Origin header naming this server")
        }
        guard let given = request.headers["x-corolla-csrf"], Self.same(given, csrfToken) else {
            throw .forbidden("a write needs the page's X-Corolla-CSRF token")
        }
    }

    /// Compares two tokens in time that does not depend on where they differ.
    static func same(_ given: String, _ expected: String) -> Bool {
        let (a, b) = (Array(given.utf8), Array(expected.utf8))
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

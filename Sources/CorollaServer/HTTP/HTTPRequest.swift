import CorollaService

/// One HTTP request as the endpoints see it: the client's address, the method, the decoded path,
/// the query arguments, the headers (names in lower case), the cookies and the body.
struct HTTPRequest: Sendable {
    /// The client's IPv4 address, dotted.
    var client: String
    var method: String
    var path: String
    /// The query arguments in order, decoded; a name may repeat.
    var query: [(name: String, value: String)]
    /// Header values by lower-case name; a repeated header's values joined with ", ".
    var headers: [String: String]
    var cookies: [String: String]
    var body: [UInt8]
    /// The body written to a file as it arrived, for a request admitted to spool it (then
    /// ``body`` is empty).
    var upload: SpooledBody? = nil
    /// The paired device the request comes from, once the router found it (``Router/checkAccess(_:)``);
    /// nil on the loopback address, where no device is needed.
    var device: Device? = nil
    /// Who sends the request, as a watering records it: the paired device's name; nil (no one
    /// named) on the loopback address.
    var sender: String? { device?.name }

    /// The value of query argument `name`, when it appears exactly once.
    ///
    /// - Throws: ``HTTPFailure`` (usage) when it appears more than once.
    func argument(_ name: String) throws(HTTPFailure) -> String? {
        let values = query.filter { $0.name == name }
        guard values.count <= 1 else { throw HTTPFailure(.usage, "the query argument '\(name)' is given more than once") }
        return values.first?.value
    }

    /// The value of the required query argument `name`.
    ///
    /// - Throws: ``HTTPFailure`` (usage) when it is missing or repeated.
    func requiredArgument(_ name: String) throws(HTTPFailure) -> String {
        guard let value = try argument(name) else { throw HTTPFailure(.usage, "the query argument '\(name)' is missing") }
        return value
    }
}

extension HTTPRequest {
    /// Whether the request announces a body: a `Content-Length` above 0, or a `Transfer-Encoding`.
    var declaresBody: Bool {
        headers["transfer-encoding"] != nil || (declaredLength ?? 0) > 0
    }

    /// The body's length its `Content-Length` declares; nil without one (or one that is not a
    /// number, which the daemon refuses).
    var declaredLength: Int? {
        headers["content-length"].flatMap { Int($0) }
    }
}

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

    /// The value of query argument `name`, when it appears exactly once.
    ///
    /// - Throws: ``HTTPFailure`` 400 when it appears more than once.
    func argument(_ name: String) throws(HTTPFailure) -> String? {
        let values = query.filter { $0.name == name }
        guard values.count <= 1 else { throw HTTPFailure(400, "the query argument '\(name)' is given more than once") }
        return values.first?.value
    }

    /// The value of the required query argument `name`.
    ///
    /// - Throws: ``HTTPFailure`` 400 when it is missing or repeated.
    func requiredArgument(_ name: String) throws(HTTPFailure) -> String {
        guard let value = try argument(name) else { throw HTTPFailure(400, "the query argument '\(name)' is missing") }
        return value
    }
}

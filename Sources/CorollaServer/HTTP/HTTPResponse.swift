import CorollaJSON

/// What an endpoint answers: a status, headers and a body, or an event stream.
struct HTTPResponse: Sendable {
    enum Body: Sendable {
        case bytes([UInt8])
        /// Server-sent events, written as the stream receives them until it ends.
        case events(EventStream)
        /// A response another thread computes; the connection waits for it.
        case deferred(DeferredResponse)
    }

    var status: Int
    var headers: [(name: String, value: String)]
    var body: Body

    init(status: Int = 200, contentType: String, body: [UInt8], headers: [(name: String, value: String)] = []) {
        self.status = status
        self.headers = [("Content-Type", contentType)] + headers
        self.body = .bytes(body)
    }

    init(deferred: DeferredResponse) {
        status = 200
        headers = []
        body = .deferred(deferred)
    }

    init(stream: EventStream) {
        status = 200
        headers = [("Content-Type", "text/event-stream"), ("Cache-Control", "no-store")]
        body = .events(stream)
    }

    /// `value` as compact JSON.
    static func json(_ value: JSONValue, status: Int = 200) -> HTTPResponse {
        HTTPResponse(
            status: status, contentType: "application/json; charset=utf-8", body: Array(value.rendered().utf8),
            headers: [("Cache-Control", "no-store")])
    }

    /// `{"error": "…"}` with `status`, and `"field"` when the failure names one.
    static func failure(_ failure: HTTPFailure) -> HTTPResponse {
        let field = failure.field.map { [JSONMember("field", .string($0))] } ?? []
        var response = json(.object([JSONMember("error", .string(failure.message))] + field), status: failure.status)
        response.headers += failure.headers
        return response
    }
}

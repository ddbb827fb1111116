/// One route of the server: the methods it takes on the paths its pattern matches, how a request's
/// body is kept, and the endpoint that answers.
struct Route: Sendable {
    typealias Endpoint = @Sendable (Router, HTTPRequest, RoutePath) throws -> HTTPResponse

    /// The methods the route takes; GET takes HEAD too.
    var methods: [String]
    /// The path's segments after the first `/`, in order (none for `/`).
    var pattern: [PathSegment]
    var body: BodyPolicy
    var endpoint: Endpoint

    init(_ methods: String..., path pattern: [PathSegment], body: BodyPolicy = .none, _ endpoint: @escaping Endpoint) {
        self.methods = methods
        self.pattern = pattern
        self.body = body
        self.endpoint = endpoint
    }

    /// The methods that only read: a request of any other method is a write.
    static let readMethods = ["GET", "HEAD"]

    /// The methods the route answers, as `Allow` lists them (``allowed(_:)``).
    var allowed: [String] {
        Self.allowed(methods)
    }

    /// `methods` as `Allow` lists them: each once, then HEAD when GET is one.
    static func allowed(_ methods: [String]) -> [String] {
        let unique = methods.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return unique.contains("GET") ? unique + ["HEAD"] : unique
    }

    /// The captures of the path `parts`, when the pattern matches them (each literal equal, each
    /// capture's segments there and of its shape); nil otherwise.
    ///
    /// - Complexity: O(k) for k segments.
    func match(_ parts: [String]) -> RoutePath? {
        var path = RoutePath()
        var rest = parts[...]
        for segment in pattern {
            switch segment {
            case .literal(let text):
                guard rest.first == text else { return nil }
                rest = rest.dropFirst()
            case .capture(let name):
                guard rest.count >= name.segments, name.accepts(rest.prefix(name.segments)) else { return nil }
                path.values[name] = Array(rest.prefix(name.segments))
                rest = rest.dropFirst(name.segments)
            }
        }
        return rest.isEmpty ? path : nil
    }
}

/// One segment of a route's path: a literal, or a named capture (``RoutePath/Name``), which may
/// span several segments (a card's address).
enum PathSegment: Hashable, Sendable, ExpressibleByStringLiteral {
    case literal(String)
    case capture(RoutePath.Name)

    init(stringLiteral text: String) {
        self = .literal(text)
    }

    static let plant = PathSegment.capture(.plant)
    static let token = PathSegment.capture(.token)
    static let day = PathSegment.capture(.day)
    static let file = PathSegment.capture(.file)
    static let card = PathSegment.capture(.card)
}

/// How a route keeps a request's body, and the most bytes it takes: a declared `Content-Length`
/// past them is refused (413) on the headers, before any of the body is read, and a body of no
/// declared length is cut there.
enum BodyPolicy: Sendable {
    /// No body (any is refused).
    case none
    /// A JSON object of at most `limit` bytes, kept in memory.
    case json(limit: Int)
    /// A photo's image file of at most `limit` bytes, written to a file as it arrives (``SpooledBody``).
    case photo(limit: Int)

    /// The most bytes of body the route takes.
    var limit: Int {
        switch self {
        case .none: 0
        case .json(let limit), .photo(let limit): limit
        }
    }
}

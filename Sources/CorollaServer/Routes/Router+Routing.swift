import Foundation

extension Router {
    /// The longest path and query (in bytes) a request may have.
    static let maximumPath = 1024
    static let maximumQuery = 2048

    /// The route `request` asks for and its path's captures, once its path and query are within
    /// their limits (414) and, for a write or a request with a body, ``checkWrite(_:)`` passed.
    ///
    /// - Throws: ``HTTPFailure``: 404 when no route matches the path, 405 (with `Allow`) when
    ///   none of those that do takes the method.
    /// - Complexity: O(r·k) for r routes of k segments.
    func checkRoute(_ request: HTTPRequest) throws(HTTPFailure) -> (route: Route, path: RoutePath) {
        guard request.path.utf8.count <= Self.maximumPath,
            request.query.reduce(0, { $0 + $1.name.utf8.count + $1.value.utf8.count + 2 }) <= Self.maximumQuery
        else { throw .tooLong }
        let parts = Self.parts(of: request.path)
        let matching = Self.routes.compactMap { route in route.match(parts).map { (route: route, path: $0) } }
        guard !matching.isEmpty else { throw HTTPFailure(.notFound, "nothing is served at this path") }
        guard let found = matching.first(where: { $0.route.allowed.contains(request.method) }) else {
            throw .methodNotAllowed(request.method, allowed: Route.allowed(matching.flatMap(\.route.methods)))
        }
        if request.declaresBody || !Route.readMethods.contains(request.method) { try checkWrite(request) }
        return found
    }

    /// How `request`'s body is kept, by its `route`'s ``BodyPolicy``: a JSON body (415 for another
    /// type) in memory, a photo (after ``checkUpload(_:)``) spooled to a file; each up to the
    /// route's limit.
    func bodyAdmission(_ request: HTTPRequest, _ route: (route: Route, path: RoutePath)) throws(HTTPFailure) -> RequestAdmission {
        switch route.route.body {
        case .none:
            return .buffered(limit: 0)
        case .json(let limit):
            let type = request.headers["content-type"]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
            guard !request.declaresBody || type == "application/json" else {
                throw .unsupportedType("a write's body, when there is one, must be application/json")
            }
            return .buffered(limit: limit)
        case .photo(let limit):
            try checkUpload(request, plant: route.path.plant())
            return .spooled(limit: limit)
        }
    }

    /// The segments of `path` after its first `/`; none for `/`.
    static func parts(of path: String) -> [String] {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        return parts == [""] ? [] : parts
    }
}

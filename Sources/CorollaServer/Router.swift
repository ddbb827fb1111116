import CorollaLayout
import CorollaService
import Foundation

/// Answers each request: the safety checks first (``Router+Safety``), then the endpoint its path
/// and method name.
final class Router: @unchecked Sendable {
    let configuration: ServerConfiguration
    let pool: ServicePool
    let tokens = LayoutTokens(capacity: 8)
    /// Where grids the layout cache does not hold are computed.
    let gridWork: GridWork<ComputedGrid>
    let events: EventHub
    /// What the pages' CSRF tokens are derived from (``csrfToken(for:)``).
    let pageKey: PageKey
    /// When each device was last noted as seen.
    let sightings = DeviceSightings()
    /// The wrong pairing codes each client sent lately.
    let pairingAttempts = PairingAttempts()
    /// The card images drawn so far, kept for the next client that asks (``card(_:parts:)``).
    let cardImages = CardImageCache()
    /// The plants removed through the API, for an Undo.
    let removedPlants = RemovedPlants()
    private let lock = NSLock()
    private var boundPort: UInt16 = 0

    /// The longest path and query (in bytes) a request may have.
    static let maximumPath = 1024
    static let maximumQuery = 2048

    /// Where uploaded photos are decoded and stored: one at a time, two waiting.
    let photoWork: GridWork<HTTPResponse>

    /// - Throws: ``OutOfMemory`` when the threads of the grid work, the photo work or the event
    ///   streams cannot start.
    init(configuration: ServerConfiguration, pool: ServicePool) throws {
        self.configuration = configuration
        self.pool = pool
        pageKey = try pool.withService { try $0.devices.pageKey() }
        let gridWork = try GridWork<ComputedGrid>()
        let photoWork: GridWork<HTTPResponse>
        do {
            photoWork = try GridWork<HTTPResponse>(workers: 2, waiting: 2, name: "serve-photo")
        } catch {
            gridWork.stop(Self.stopping)
            throw error
        }
        do {
            events = try EventHub(interval: configuration.pollInterval) { try? pool.withService { try $0.revision() } }
        } catch {
            gridWork.stop(Self.stopping)
            photoWork.stop(Self.stopping)
            throw error
        }
        self.gridWork = gridWork
        self.photoWork = photoWork
        pool.onReplaced = { [events] in events.announceAgain() }
    }

    /// What a request still waiting for work is answered when the server stops.
    static let stopping = HTTPFailure(503, "the server is stopping")

    /// Stops the grid and photo work: whoever waits for a result is answered ``stopping``.
    func stopWork() {
        gridWork.stop(Self.stopping)
        photoWork.stop(Self.stopping)
    }

    /// The port the server listens on, once it does.
    var port: UInt16 {
        get { lock.withLock { boundPort } }
        set { lock.withLock { boundPort = newValue } }
    }

    /// The response to `request`; a refused request gets `{"error": …}` with its status, and any
    /// other failure a status and message for people (``failure(for:_:)``).
    @Sendable func respond(to request: HTTPRequest) -> HTTPResponse {
        do {
            try checkHost(request)
            var request = request
            request.device = try checkAccess(request)
            var response = try route(request)
            if request.device != nil, request.path == "/", let credential = request.cookies[Self.deviceCookie] {
                response.headers.append(("Set-Cookie", Self.deviceCookie(credential)))
            }
            return response
        } catch let failure as HTTPFailure {
            return .failure(failure)
        } catch {
            return .failure(failure(for: error, request))
        }
    }

    /// The refusal of a request on its headers alone (its `Host`, its access token; for one that
    /// announces a body, the write's checks, ``checkWrite(_:)``; for a photo upload,
    /// ``checkUpload(_:)``), answered before any of its body is read; else how its body is kept
    /// (``bodyAdmission(_:)``).
    @Sendable func admit(_ request: HTTPRequest) -> RequestAdmission {
        do {
            try checkHost(request)
            var request = request
            request.device = try checkAccess(request)
            if request.declaresBody { try checkWrite(request) }
            return try bodyAdmission(request)
        } catch {
            return .refused(.failure(error))
        }
    }

    /// The endpoint of `request`'s path and method.
    private func route(_ request: HTTPRequest) throws -> HTTPResponse {
        guard request.path.utf8.count <= Self.maximumPath,
            request.query.reduce(0, { $0 + $1.name.utf8.count + $1.value.utf8.count + 2 }) <= Self.maximumQuery
        else { throw HTTPFailure(414, "the path or the query is too long") }
        let parts = request.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        switch parts {
        case [""]:
            try allow(request, "GET")
            return try page(request)
        case _ where parts.count == 1 && Page.serves(parts[0]):
            try allow(request, "GET")
            return try asset(request, name: parts[0])
        case [Self.calendarFile]:
            try allow(request, "GET")
            return try calendar(request)
        case [Self.pairingPath]:
            try allow(request, "GET")
            return try pair(request)
        case ["api", "device"]:
            try allow(request, "GET", "PATCH")
            return try thisDevice(request)
        case ["api", "grid"]:
            try allow(request, "GET")
            return try grid(request)
        case ["api", "grid", "elements"]:
            try allow(request, "GET")
            return try elements(request)
        case ["api", "events"]:
            try allow(request, "GET")
            try request.accept([])
            guard let stream = events.open(client: request.client) else {
                throw HTTPFailure(
                    503, "too many event streams are open (\(events.limits.perClient) per client, \(events.limits.total) in all); try again later",
                    headers: [("Retry-After", "5")])
            }
            return HTTPResponse(stream: stream)
        case _ where parts.count == CardAddress.partCount + 1 && parts[0] == "cards":
            try allow(request, "GET")
            return try card(request, parts: Array(parts.dropFirst()))
        case _ where parts.count == 4 && parts[0] == "api" && parts[1] == "plants" && parts[3] == "water":
            try allow(request, "POST")
            return try write(request, plant: parts[2]) { service, id in try service.waterings.waterToday(.id(id)) }
        case ["api", "plants"]:
            try allow(request, "POST")
            return try addPlant(request)
        case _ where parts.count == 3 && parts[0] == "api" && parts[1] == "plants":
            try allow(request, "GET", "PATCH", "DELETE")
            if request.method == "PATCH" { return try editPlant(request, plant: parts[2]) }
            return request.method == "DELETE" ? try removePlant(request, plant: parts[2]) : try showPlant(request, plant: parts[2])
        case _ where parts.count == 4 && parts[0] == "api" && parts[1] == "plants" && parts[2] == "restore":
            try allow(request, "POST")
            return try restorePlant(request, token: parts[3])
        case _ where parts.count == 4 && parts[0] == "api" && parts[1] == "plants" && parts[3] == "photo":
            try allow(request, "POST", "DELETE")
            return try photo(request, plant: parts[2])
        case _ where parts.count == 5 && parts[0] == "api" && parts[1] == "plants" && parts[3] == "waterings":
            try allow(request, "DELETE")
            return try unwaterPlant(request, plant: parts[2], day: parts[4])
        case _ where parts.count == 3 && parts[0] == "api" && parts[1] == "favorites":
            try allow(request, "POST", "DELETE")
            return try favorite(request, plant: parts[2])
        case _ where parts.count == 4 && parts[0] == "api" && parts[1] == "favorites" && parts[3] == "move":
            try allow(request, "POST")
            return try moveFavorite(request, plant: parts[2])
        default:
            throw HTTPFailure(404, "nothing is served at this path")
        }
    }

    /// Refuses a method the endpoint does not take with 405 and the methods it takes (GET
    /// includes HEAD).
    private func allow(_ request: HTTPRequest, _ methods: String...) throws(HTTPFailure) {
        let allowed = methods.contains("GET") ? methods + ["HEAD"] : methods
        guard allowed.contains(request.method) else {
            throw HTTPFailure(405, "\(request.method) is not allowed here", headers: [("Allow", allowed.joined(separator: ", "))])
        }
    }

    /// Runs `body` with a service.
    func withService<T>(_ body: (CatalogService) throws -> T) throws -> T {
        try pool.withService(body)
    }
}

extension HTTPRequest {
    /// Refuses (400) a query argument other than `names` and `token` (a grid's, which its
    /// elements take).
    func accept(_ names: [String]) throws(HTTPFailure) {
        if let unknown = query.first(where: { !names.contains($0.name) && $0.name != "token" }) {
            throw HTTPFailure(400, "unknown query argument '\(unknown.name)'; this endpoint takes \(names.isEmpty ? "none" : names.joined(separator: ", "))")
        }
    }
}

/// A grid computed by ``GridWork``, with the token to ask for its elements with.
struct ComputedGrid: Sendable {
    var result: GridResult
    var token: String
}

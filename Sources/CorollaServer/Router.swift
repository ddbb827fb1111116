import CorollaLayout
import CorollaService
import Foundation

/// Answers each request: the safety checks first (``Router+Safety``), then the endpoint of its
/// route (``routes``).
final class Router: @unchecked Sendable {
    let configuration: ServerConfiguration
    let pool: ServicePool
    let tokens = LayoutTokens(capacity: 8)
    /// Where grids the layout cache does not hold are computed.
    let gridWork: GridWork<ComputedGrid>
    /// Where the cards of grids answered before they were all measured are measured, one grid at a
    /// time at a low priority (``refine(_:)``).
    let refineWork: GridWork<ComputedGrid>
    let events: EventHub
    /// What the pages' CSRF tokens are derived from (``csrfToken(for:)``).
    let pageKey: PageKey
    /// When each device was last noted as seen.
    let sightings = DeviceSightings()
    /// The wrong pairing codes each client sent lately.
    let pairingAttempts = PairingAttempts()
    /// The card images drawn so far, kept for the next client that asks (``card(_:address:)``).
    let cardImages = CardImageCache()
    /// The plants removed through the API, for an Undo.
    let removedPlants = RemovedPlants()
    private let lock = NSLock()
    private var boundPort: UInt16 = 0
    private var announcedName: String?

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
        let refineWork: GridWork<ComputedGrid>
        do {
            photoWork = try GridWork<HTTPResponse>(workers: 2, waiting: 2, name: "serve-photo")
        } catch {
            gridWork.stop(Self.stopping)
            throw error
        }
        do {
            refineWork = try GridWork<ComputedGrid>(workers: 1, waiting: 4, name: "serve-refine", niceness: 10)
        } catch {
            gridWork.stop(Self.stopping)
            photoWork.stop(Self.stopping)
            throw error
        }
        do {
            events = try EventHub(
                interval: configuration.pollInterval, revision: { try? pool.withService { try $0.revision() } },
                pairedDevices: { try? pool.withService { Set(try $0.devices.list().map(\.id)) } })
        } catch {
            gridWork.stop(Self.stopping)
            photoWork.stop(Self.stopping)
            refineWork.stop(Self.stopping)
            throw error
        }
        self.gridWork = gridWork
        self.photoWork = photoWork
        self.refineWork = refineWork
        pool.onReplaced = { [events] in events.announceAgain() }
    }

    /// What a request still waiting for work is answered when the server stops.
    static let stopping = HTTPFailure.unavailable("the server is stopping")

    /// Stops the grid, refinement and photo work: whoever waits for a result is answered ``stopping``.
    func stopWork() {
        gridWork.stop(Self.stopping)
        refineWork.stop(Self.stopping)
        photoWork.stop(Self.stopping)
    }

    /// The port the server listens on, once it does.
    var port: UInt16 {
        get { lock.withLock { boundPort } }
        set { lock.withLock { boundPort = newValue } }
    }

    /// The machine's mDNS name (`HOST.local`) once the server is announced on it
    /// (``ServiceAnnouncement``): a `Host` the server answers to.
    var localName: String? {
        get { lock.withLock { announcedName } }
        set { lock.withLock { announcedName = newValue } }
    }

    /// The response to `request`: the safety checks first (``checkHost(_:)``, ``checkAccess(_:)``),
    /// then its route's (``checkRoute(_:)``), then the route's endpoint. A refused request gets
    /// `{"error": …}` with its status (``failure(for:_:)``).
    @Sendable func respond(to request: HTTPRequest) -> HTTPResponse {
        do {
            try checkHost(request)
            var request = request
            request.device = try checkAccess(request)
            let (route, path) = try checkRoute(request)
            var response = try route.endpoint(self, request, path)
            if request.device != nil, request.path == "/", let credential = request.cookies[Self.deviceCookie] {
                response.headers.append(("Set-Cookie", Self.deviceCookie(credential)))
            }
            return response
        } catch {
            return .failure(failure(for: error, request))
        }
    }

    /// The refusal of a request on its headers alone (its `Host`, its access token, its route
    /// and, for a write or a request with a body, the write's checks), answered before any of its
    /// body is read; else how its route keeps its body (``bodyAdmission(_:_:)``).
    @Sendable func admit(_ request: HTTPRequest) -> RequestAdmission {
        do {
            try checkHost(request)
            var request = request
            request.device = try checkAccess(request)
            return try bodyAdmission(request, checkRoute(request))
        } catch {
            return .refused(.failure(error))
        }
    }

    /// Runs `body` with a service.
    func withService<T>(_ body: (CatalogService) throws -> T) throws -> T {
        try pool.withService(body)
    }
}

extension HTTPRequest {
    /// Refuses (usage: 400) a query argument other than `names` and `token` (a grid's, which its
    /// elements take).
    func accept(_ names: [String]) throws(HTTPFailure) {
        if let unknown = query.first(where: { !names.contains($0.name) && $0.name != "token" }) {
            throw HTTPFailure(.usage, "unknown query argument '\(unknown.name)'; this endpoint takes \(names.isEmpty ? "none" : names.joined(separator: ", "))")
        }
    }
}

/// A grid computed by ``GridWork``, with the token to ask for its elements with.
struct ComputedGrid: Sendable {
    var result: GridResult
    var token: String
}

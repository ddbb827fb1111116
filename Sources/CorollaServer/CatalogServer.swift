import CorollaService
import Foundation

/// `corolla serve`: the favorites grid as a web app, over HTTP/1.1 (libmicrohttpd), until stopped.
///
/// It answers the page (``Page``), the JSON API (the grid, its elements in a rect, writes), card
/// images and an event stream of the catalog's revision. It calls the catalog service only, each
/// request with a service of its own (``ServicePool``). Nothing slow holds the server's threads:
/// grids the layout cache does not hold are computed by ``GridWork``, event streams wait
/// suspended (``EventHub``), and a connection has a few seconds to send its headers
/// (``HeaderDeadline``). `docs/server-reliability.md` lists the guarantees and the limits.
///
/// Safety rules, checked for every request before anything else: the `Host` header must name the
/// address the server is bound to (else 421: DNS-rebinding defence); beyond the loopback address
/// every request needs a paired device's credential (else 403; see `docs/server.md` for pairing,
/// devices and the calendar's key); a write needs the read-write mode (a catalog
/// that cannot be written is served read-only), a same-origin `Origin` header and the page's CSRF
/// token (else 403). Nothing in a request names a file: card images are drawn from the catalog.
/// No answer carries SQL text or SQLite's codes (``Router/failure(for:_:)``).
public final class CatalogServer: Sendable {
    public let configuration: ServerConfiguration
    let router: Router
    private let http: HTTPServer
    /// The server's DNS-SD announcement, beyond the loopback address where an Avahi daemon runs.
    private let announcement: ServiceAnnouncement?
    /// Why the server is not announced by DNS-SD beyond the loopback address (no Avahi daemon
    /// runs), or nil: said once at start, as the server's addresses then change with its IP address.
    public let announcementProblem: String?
    /// The port the server listens on.
    public var port: UInt16 { http.port }

    /// Starts serving the catalog `open` opens (called once per concurrent request, and once for
    /// the event stream's polling). A catalog the service cannot write is served read-only
    /// (``ReadOnlyReason/catalog``).
    ///
    /// - Throws: ``ServerError`` when it cannot listen; ``OutOfMemory`` when the system refuses the
    ///   server's threads; what `open` throws.
    public init(configuration: ServerConfiguration, open: @escaping @Sendable () throws -> CatalogService) throws {
        var configuration = configuration
        let limits = configuration.limits
        let pool = ServicePool(capacity: limits.threads + 1, open: open)
        if !configuration.readOnly, try pool.withService({ $0.isReadOnly }) {
            configuration.readOnly = true
            configuration.readOnlyReason = .catalog
        }
        self.configuration = configuration
        let router = try Router(configuration: configuration, pool: pool)
        self.router = router
        do {
            http = try HTTPServer(address: configuration.host, port: configuration.port, limits: limits, admit: router.admit, respond: router.respond)
        } catch {
            router.events.stop()
            router.stopWork()
            throw error
        }
        router.port = http.port
        (announcement, announcementProblem) = Self.announce(configuration, port: http.port)
        router.localName = announcement?.hostName
        // Where it listens, for `corolla devices pair` and `corolla calendar --url`; a catalog
        // that cannot be written is served without.
        try? pool.withService { try $0.devices.setServerAddresses(urls) }
    }

    /// What the card image cache has done so far (images drawn, requests answered from it) and
    /// what it holds.
    public var cardImageStatistics: CardImageCache.Statistics { router.cardImages.statistics }

    /// The addresses to open the page at, the loopback one first.
    public var urls: [String] { urls(of: "") }

    /// The addresses of the watering calendar (`GET /calendar.ics`) for a calendar app to
    /// subscribe to: with the calendar's subscription key when the server needs paired devices.
    public func calendarURLs() throws -> [String] {
        guard configuration.needsDevice else { return urls(of: Router.calendarFile) }
        let key = try router.pool.withService { try $0.devices.calendarKey() }
        return urls(of: Router.calendarFile + "?key=" + key)
    }

    /// The addresses that pair a device with `code` (``CatalogService/devices``), the loopback one
    /// first; none when the server answers this machine only.
    public func pairingURLs(_ code: PairingCode) -> [String] {
        configuration.needsDevice ? urls(of: Router.pairingPath + "?code=" + code.text) : []
    }

    /// The addresses of `path`: on the machine's mDNS name first when the server is announced
    /// (it outlives a new IP address), then on every address the server listens on.
    private func urls(of path: String) -> [String] {
        let hosts = configuration.host == "0.0.0.0" ? NetworkInterfaces.ipv4Addresses() : [configuration.host]
        return ((announcement.map { [$0.hostName] } ?? []) + hosts).map { "http://\($0):\(port)/\(path)" }
    }

    /// The DNS-SD announcement of a server listening on `port` beyond the loopback address, or why
    /// there is none; neither on the loopback address, which no other device reaches.
    private static func announce(_ configuration: ServerConfiguration, port: UInt16) -> (ServiceAnnouncement?, String?) {
        guard configuration.needsDevice else { return (nil, nil) }
        do {
            return (try ServiceAnnouncement.start(port: port), nil)
        } catch {
            return (nil, error.description)
        }
    }

    /// The name the server is announced under by DNS-SD ("Corolla on HOST"), and whether the
    /// network has it yet; nil when it is not announced, or stopped.
    public var announcedService: (name: String, established: Bool)? { announcement?.status }

    /// Ends the event streams, lets the requests in flight finish (up to 5 s), stops listening and
    /// closes the catalog.
    public func stop() {
        announcement?.stop()
        router.events.stop()
        router.stopWork()
        let deadline = ContinuousClock.now + .seconds(2)
        while router.events.count > 0, ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.01) }
        http.stop()
        try? router.pool.withService { service in
            if try service.devices.serverAddresses() == urls { try service.devices.setServerAddresses([]) }
        }
        router.pool.drain()
    }
}

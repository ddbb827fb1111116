import CorollaCards
import CorollaSystem
import CorollaJSON
import CorollaServer
import CorollaService
import Foundation

/// `corolla serve`: the favorites grid as a web app, until Ctrl-C or SIGTERM.
struct ServeCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "serve", abstract: "Serve the favorites as a scrolling grid in the browser, until interrupted.",
            discussion: """
                Binds 127.0.0.1 (this machine only) unless --host says otherwise. On any other address (0.0.0.0 to \
                reach it from a phone) every device pairs first: serve prints a pairing address with a code good \
                for 10 minutes and its QR code for a phone's camera ('corolla devices pair' prints another while it \
                runs); a paired device stays paired across restarts until 'corolla devices revoke'. The calendar's \
                address carries its own key ('corolla calendar --url'). Where an Avahi daemon runs, the server is \
                announced by DNS-SD as "Corolla on HOST" and answers at http://HOST.local:PORT/, printed first: an \
                address that outlives a new IP address. --read-only refuses writes \
                (watering, favorites); so does a catalog that cannot be written, said at start. Ctrl-C or SIGTERM lets requests in flight finish, closes the catalog and \
                exits 0.
                """)
    }

    /// `--host`: also what `service install` writes into its unit.
    static let hostOption = Option<String>(
        "host", value: "address", help: "The IPv4 address to listen on; 0.0.0.0 for every interface (devices pair first).",
        default: "127.0.0.1", in: ValueCheck(accepts: { ServerConfiguration.isIPv4($0) }, expectation: "an IPv4 address such as 127.0.0.1"))
    /// `--port`: also what `service install` writes into its unit.
    static let portOption = Option<Int>("port", value: "n", help: "The port; 0 picks a free one.", default: "8390", in: .range(0...65_535))

    @Option(Self.hostOption) var host: String
    @Option(Self.portOption) var port: Int
    @Flag(name: "open", help: "Open the page in the default browser (xdg-open).") var opensBrowser: Bool
    @Flag(help: "Refuse every write: the page only shows.") var readOnly: Bool
    @OptionGroup var session: Session

    /// The server the options describe.
    var configuration: ServerConfiguration { ServerConfiguration(host: host, port: UInt16(port), readOnly: readOnly) }

    func run(_ console: Console) throws {
        let location = session.location
        // A catalog this process may not write is opened as commands that only read open it;
        // --read-only opens it for writing still (devices pair), and the server refuses the writes.
        let readOnly = try location.holdsCatalog() && Failure.writeRefusal(location.path) != nil
        let open: @Sendable () throws -> CatalogService = {
            readOnly ? try location.openForReading(.writableContents) : try location.openForWriting()
        }
        // Refuses a catalog that cannot be served before listening; starts the fonts here, before
        // any of the server's threads, so that running out of memory is an error, not a crash.
        try open().machinery.measurer().startFonts()
        signal(SIGPIPE, SIG_IGN)
        // Blocked before the server's threads start, so that they inherit the mask and the
        // signals wait for `sigwait` below.
        var stopSignals = sigset_t()
        sigemptyset(&stopSignals)
        sigaddset(&stopSignals, SIGINT)
        sigaddset(&stopSignals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &stopSignals, nil)
        defer { pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil) }
        let server: CatalogServer
        do {
            server = try CatalogServer(configuration: configuration, open: open)
        } catch let error as ServerError {
            throw Failure(.internal, error.description)
        }
        do {
            // Announced only when a grid can still be computed with the threads running.
            try MemoryHeadroom.require(MemoryHeadroom.serving, for: "serving")
        } catch {
            server.stop()
            throw error
        }
        let urls = server.urls
        let calendarURLs: [String]
        var pairing: PairingOutput?
        var pairingLines: [String] = []
        do {
            calendarURLs = try server.calendarURLs()
            if server.configuration.needsDevice, server.configuration.readOnlyReason != .catalog || !server.configuration.readOnly {
                let code = try open().devices.newPairingCode()
                pairing = PairingOutput(code: code, urls: server.pairingURLs(code))
                pairingLines = try pairing?.lines(colored: console.colorsStandardOutput) ?? []
            }
        } catch {
            server.stop()
            throw error
        }
        session.show(
            console,
            json: .object(
                [
                    JSONMember("catalog", .string(location.path.text)), JSONMember("urls", .array(urls.map(JSONValue.string))),
                    JSONMember("calendar_urls", .array(calendarURLs.map(JSONValue.string))),
                ] + (pairing?.members ?? [])),
            text: urls.map { "Serving \(location.path.text.visible()) at \($0)" } + calendarURLs.map { "Watering calendar at \($0)" }
                + pairingLines)
        if let problem = server.announcementProblem, !session.quiet {
            console.printError("note: not announced as HOST.local by DNS-SD: \(problem); the addresses above change with this machine's IP address")
        }
        if server.configuration.readOnlyReason == .catalog {
            console.printError("note: the catalog cannot be written (\(Failure.readOnlyReason(location.path))): serving it read-only")
        }
        if !session.quiet {
            console.printError(
                !configuration.needsDevice
                    ? "note: only this machine can open it; Ctrl-C stops the server"
                    : "note: only paired devices can open it ('corolla devices' lists them); Ctrl-C stops the server")
        }
        if opensBrowser, let url = urls.first(where: { $0.hasPrefix("http://127.") }) ?? urls.first {
            Self.openInBrowser(url, console: console, session: session)
        }
        var received: Int32 = 0
        sigwait(&stopSignals, &received)
        server.stop()
        if !session.quiet { console.printError("note: stopped") }
    }

    /// Opens `url` with xdg-open; a note when it cannot.
    private static func openInBrowser(_ url: String, console: Console, session: Session) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        do {
            try process.run()
        } catch {
            session.note("cannot open a browser (\(error)); open \(url) yourself", console)
        }
    }
}

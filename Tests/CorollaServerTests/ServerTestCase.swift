@testable import CorollaService
import CorollaServer
import CorollaStore
import CorollaTestSupport
import Foundation
import XCTest

/// A test case that serves a fresh catalog on 127.0.0.1 at an ephemeral port.
class ServerTestCase: XCTestCase {
    static let kinds = ["Aroid", "Succulent", "Fern", "多肉", "Herb"]
    static let notes = ["", "Bright indirect light.", "喜散射光，避免暴晒。", "Water when the top 3 cm of soil are dry; rotate weekly."]

    /// Plant `index` of a test catalog: texts of varied lengths, so cards have varied heights.
    static func draft(_ index: Int) -> PlantDraft {
        PlantDraft(
            key: "plant-\(index)", name: "Plant \(index)" + String(repeating: " longer name", count: index % 4),
            kind: index % 7 == 0 ? nil : kinds[index % kinds.count], notes: notes[index % notes.count], waterEveryDays: 3 + index % 5,
            lastWatered: CalendarDate(daysSinceToday: -(index % 9)))
    }

    /// A catalog file with `plants` plants, the first `favorites` of them favorites.
    func makeCatalog(plants: Int, favorites: Int) throws -> String {
        let path = try makeTemporaryFolder().path("catalog.sqlite")
        let service = try CatalogService(path: path)
        _ = try service.store.plants.upsert(contentsOf: (0..<plants).map(Self.draft))
        try service.favorites.add(contentsOf: (0..<favorites).map { PlantReference.key("plant-\($0)") })
        return path
    }

    /// A server on `path` (stopped when the test ends) and a client for it.
    func serve(_ path: String, configuration: ServerConfiguration = ServerConfiguration(port: 0)) throws -> (CatalogServer, HTTPClient) {
        servedPath = path
        let server = try CatalogServer(configuration: configuration) { try CatalogService(path: path) }
        addTeardownBlock { server.stop() }
        return (server, HTTPClient(port: server.port))
    }

    /// A server on a new catalog of `favorites` favorites, a client for it, and its event stream
    /// read past the first revision event (closed when the test ends).
    func serveWithEvents(favorites: Int) throws -> (path: String, client: HTTPClient, events: StreamReader) {
        let path = try makeCatalog(plants: favorites, favorites: favorites)
        let (_, client) = try serve(path)
        var events = try client.openEvents()
        let socket = events.socket
        addTeardownBlock { close(socket) }
        _ = try events.read(until: "event: revision")
        return (path, client, events)
    }

    /// The headers of a request the page makes (same-origin): its grids are stored and refined.
    static let pageHeaders = ["Sec-Fetch-Site": "same-origin"]

    /// The catalog ``serve(_:configuration:)`` served last.
    var servedPath: String?

    /// A server configuration that polls the catalog's revision every 50 ms, for event stream tests.
    static let quickPolling = ServerConfiguration(port: 0, pollInterval: .milliseconds(50))

    /// A catalog of `plants` plants, `favorites` of them favorites, served: its path, a client, and
    /// the token of its grid 390 wide.
    func servedGrid(plants: Int, favorites: Int) throws -> (path: String, client: HTTPClient, token: String) {
        let path = try makeCatalog(plants: plants, favorites: favorites)
        let (_, client) = try serve(path)
        return (path, client, try gridToken(client))
    }

    /// The token of the grid `/api/grid?query` answers.
    func gridToken(_ client: HTTPClient, _ query: String = "width=390", file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try XCTUnwrap(client.get("/api/grid?\(query)").json()["token"] as? String, file: file, line: line)
    }

    /// The elements of the grid `token` names in `rect` (`x,y,width,height`), with `query` (`&name=value…`)
    /// added.
    func gridElements(
        _ client: HTTPClient, token: String, rect: String = "0,0,390,300", query: String = "", file: StaticString = #filePath, line: UInt = #line
    ) throws -> [[String: Any]] {
        let answer = try client.get("/api/grid/elements?token=\(token)&rect=\(rect)\(query)").json()
        return try XCTUnwrap(answer["elements"] as? [[String: Any]], file: file, line: line)
    }

    /// Runs the `corolla` binary with `arguments` and returns its exit status and outputs.
    func corolla(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let run = try Subprocess.run(ServeProcess.executable, arguments)
        return (run.status, run.outputText, run.errors)
    }

    /// The catalog's revision, read through a connection of its own.
    func revision(_ path: String) throws -> Int64 {
        try CatalogService(path: path).revision()
    }

    /// `target` (a write's path naming a plant by its key, `/api/plants/plant-1/water`) as the
    /// page addresses it: the plant by its id.
    func addressed(_ target: String, in path: String) throws -> String {
        let service = try CatalogService(path: path)
        let parts = try target.split(separator: "/", omittingEmptySubsequences: false).map { part in
            part.hasPrefix("plant-") ? String(try service.plants.plant(.key(String(part))).id) : String(part)
        }
        return parts.joined(separator: "/")
    }

    /// `headers` with the conditions the page puts on a write to `target` (addressed by id, a
    /// query allowed): `If-Match` with the plant's version as the catalog has it now, and for a
    /// move, the favorites' order. A target that names no plant gets none.
    func conditioned(_ headers: [String: String], _ target: String, in path: String) throws -> [String: String] {
        let service = try CatalogService(path: path)
        let parts = target.split(separator: "?")[0].split(separator: "/")
        guard parts.count >= 3, ["plants", "favorites"].contains(parts[1]), let id = Int64(parts[2]),
            let version = try service.plants.version(of: id)
        else { return headers }
        var conditioned = headers.merging(["If-Match": "\"\(version)\""]) { $1 }
        if parts.last == "move" { conditioned["X-Corolla-Favorites-Order"] = "\"\(try service.favorites.orderTag())\"" }
        return conditioned
    }

    /// The CSRF token the page carries.
    func csrfToken(_ client: HTTPClient) throws -> String {
        let page = try client.get("/").text
        guard let start = page.range(of: "name=\"corolla-csrf\" content=\"")?.upperBound,
            let end = page[start...].firstIndex(of: "\"")
        else { throw HTTPClient.ClientError("no CSRF token in the page") }
        return String(page[start..<end])
    }

    /// The headers a same-origin write from the page sends.
    func writeHeaders(_ client: HTTPClient) throws -> [String: String] {
        ["Origin": "http://127.0.0.1:\(client.port)", "X-Corolla-CSRF": try csrfToken(client)]
    }
}

extension CalendarDate {
    /// The day `days` from today (negative: before).
    init(daysSinceToday days: Int) {
        self.init(daysSince1970: CalendarDate.today.daysSince1970 + days)
    }
}

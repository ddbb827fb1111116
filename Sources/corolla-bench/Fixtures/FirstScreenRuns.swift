import CorollaServer
import CorollaService
import Foundation

/// The cold first screen of a ``GridFixture``'s catalog, as the page and `corolla grid --rect` ask
/// for it: the caches emptied first (outside the clock), so that no layout and no card size is
/// stored.
enum FirstScreenRuns {
    /// The phone screen both ask for.
    static let rect = "0,0,390,844"

    /// `GET /api/grid?width=390` (as the page: same-origin, so stored and refined) then the elements
    /// of the first screen, on a server started for the sample (outside the clock) and stopped
    /// after it, which stops its background measuring once its snapshot is read or within a batch:
    /// a pause of a second per 500k favorites (half a second at least) lets it end before the
    /// next sample.
    static func server(_ fixture: GridFixture) throws -> Double {
        try emptyCaches(fixture)
        let path = fixture.path
        let server = try CatalogServer(configuration: ServerConfiguration(port: 0)) { try CatalogService(path: path) }
        defer {
            server.stop()
            Thread.sleep(forTimeInterval: max(0.5, Double(fixture.count) / 500_000))
        }
        let http = LoopbackHTTP(port: server.port)
        return try Sampler.time {
            let grid = try http.json("/api/grid?width=390")
            guard let token = grid["token"] as? String else { throw BenchError.mismatch("no grid token") }
            let elements = try http.json("/api/grid/elements?token=\(token)&rect=\(rect)")
            guard let found = elements["elements"] as? [[String: Any]], !found.isEmpty, elements["exact"] as? Bool == true else {
                throw BenchError.mismatch("the first screen is not exact: \(elements)")
            }
        }
    }

    /// `corolla grid --format json --rect` of the first screen, a whole process.
    static func cli(_ fixture: GridFixture) throws -> Double {
        try emptyCaches(fixture)
        return try CLITools.time(
            CLITools.corolla, ["grid", "--format", "json", "--width", "390", "--rect", rect, CLITools.catalogOption, fixture.path])
    }

    /// Empties the caches and writes the log into the file: emptying them rewrites the file's pages
    /// through the write-ahead log, which the next writer would otherwise copy back inside the clock.
    static func emptyCaches(_ fixture: GridFixture) throws {
        let service = try CatalogService(path: fixture.path)
        try service.caches.clear()
        service.checkpointWrites()
    }

    /// Why the CLI line cannot run, or nil.
    static var cliLacks: String? { CLITools.corollaLacks("grid", options: ["--rect", "--format", "--width"]) }
}

/// The CPU time (user and system, every thread) of this process while `body` runs.
func cpuSeconds(_ body: () throws -> Void) rethrows -> Double {
    func now() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        let time = { (value: timeval) in Double(value.tv_sec) + Double(value.tv_usec) * 1e-6 }
        return time(usage.ru_utime) + time(usage.ru_stime)
    }
    let start = now()
    try body()
    return now() - start
}

import CorollaCards
import CorollaLayout
import CorollaService
import CorollaStore
import Foundation

/// A catalog file of ``PlantCatalog`` plants, all favorites, and the grid request of the service
/// scenarios: the phone's waterfall (``Waterfall``: 2 columns, 390 wide, 2×), `detail` cards.
///
/// Every timed call opens a **fresh `CatalogService` on a new connection**, as each `corolla grid`
/// process does: opening the file (and checking its schema) is inside the clock, on both sides.
final class GridFixture {
    let folder: BenchFolder
    let path: String
    /// The number of favorites (all the plants).
    private(set) var count: Int
    /// Edits so far (each gives the edited plant new notes, so each edit measures one card).
    private var edits = 0

    /// - Parameter warmedBy: a request whose grid is computed and stored once, outside any clock.
    init(favorites count: Int, warmedBy request: GridRequest? = nil) throws {
        self.count = count
        folder = try BenchFolder("grid-\(count)")
        path = folder.path("catalog.sqlite")
        try Self.build(at: path, favorites: count, warmedBy: request)
    }

    /// Builds the catalog of `count` favorites at `path` (and stores the grid of `request`); with
    /// `COROLLA_BENCH_CATALOGS` naming a folder, copies the one kept there
    /// (`catalog-COUNT.sqlite`, or `catalog-COUNT-warm.sqlite` with a request), keeping it there
    /// the first time (a 1M catalog takes minutes, its first grid longer): a warm one is the kept
    /// cold one, copied and warmed. A kept warm catalog is warmed again on its copy, so a cache
    /// entry this build of corolla does not read is computed once more, outside any clock.
    private static func build(at path: String, favorites count: Int, warmedBy request: GridRequest?) throws {
        let warm = { (path: String) in
            if let request { _ = try CatalogService(path: path).grid.result(for: request) }
        }
        guard let folder = ProcessInfo.processInfo.environment["COROLLA_BENCH_CATALOGS"], !folder.isEmpty else {
            try PlantCatalog.build(at: path, plants: count, favorites: count)
            return try warm(path)
        }
        let kept = { (warmed: Bool) in (folder as NSString).appendingPathComponent("catalog-\(count)\(warmed ? "-warm" : "").sqlite") }
        if !FileManager.default.fileExists(atPath: kept(false)) {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try PlantCatalog.build(at: kept(false) + ".partial", plants: count, favorites: count)
            try FileManager.default.moveItem(atPath: kept(false) + ".partial", toPath: kept(false))
        }
        if request != nil, !FileManager.default.fileExists(atPath: kept(true)) {
            try FileManager.default.copyItem(atPath: kept(false), toPath: kept(true) + ".partial")
            try warm(kept(true) + ".partial")
            try FileManager.default.moveItem(atPath: kept(true) + ".partial", toPath: kept(true))
        }
        try FileManager.default.copyItem(atPath: kept(request != nil), toPath: path)
        try warm(path)
    }

    deinit { folder.remove() }

    /// The day the grids judge watering on.
    static let day = CalendarDate(utcDayOf: Date(timeIntervalSince1970: 1_790_000_000))

    /// The values of the grid request at `width`, for `purpose` (by default drawn: the contents
    /// included, what the renderer needs).
    static func parameters(width: Double = 390, purpose: GridRequest.Purpose = .export(.png)) -> GridParameters {
        var parameters = GridParameters(width: width)
        parameters.layout = .waterfall(Waterfall.layout)
        parameters.height = Waterfall.container.height
        parameters.scale = Int(Waterfall.scale.pixelsPerPoint)
        parameters.style = .detail
        parameters.today = day
        parameters.purpose = purpose
        return parameters
    }

    /// The grid request of ``parameters(width:purpose:)``.
    static func request(width: Double = 390, purpose: GridRequest.Purpose = .export(.png)) throws -> GridRequest {
        try parameters(width: width, purpose: purpose).request()
    }

    /// One grid call on a fresh service, timed, with the outcome checked.
    func grid(
        _ request: GridRequest? = nil, expect outcome: (GridReport.Outcome) -> Bool, _ what: String
    ) throws -> (seconds: Double, result: GridResult) {
        let request = try request ?? GridFixture.request()
        var result: GridResult?
        let seconds = try Sampler.time { result = try CatalogService(path: path).grid.result(for: request) }
        guard let result else { throw BenchError.mismatch("no grid") }
        guard outcome(result.report.outcome), result.plantIDs.count == count else {
            throw BenchError.mismatch(
                "\(what): expected another outcome, got \(result.report.outcome) with \(result.plantIDs.count) cards")
        }
        return (seconds, result)
    }

    /// Cold: the caches emptied (measurement cache, layouts and the stored measurer fingerprint,
    /// outside the clock), then one grid: the fingerprint is computed with Pango, every distinct
    /// card measured on all cores and stored, the whole grid laid out and stored.
    func cold(_ request: GridRequest? = nil) throws -> (seconds: Double, result: GridResult) {
        try CatalogService(path: path).caches.clear()
        return try grid(request, expect: { $0 == .miss }, "cold")
    }

    /// Warm: a layout cache hit (one is computed first, outside the clock, if the cache lacks it).
    func warm(_ request: GridRequest? = nil) throws -> (seconds: Double, result: GridResult) {
        let request = try request ?? GridFixture.request()
        _ = try CatalogService(path: path).grid.result(for: request)
        return try grid(request, expect: { $0 == .hit }, "warm")
    }

    /// ``warm(_:)`` against ``cold(_:)``, interleaved after one of each: the samples of both, and
    /// the grid each gave last (nil when it never ran).
    func warmAgainstCold(_ context: BenchContext, repeats: (quick: Int, full: Int)) throws
        -> (samples: (ours: Samples, baseline: Samples), warm: GridResult?, cold: GridResult?)
    {
        var warmResult: GridResult?
        var coldResult: GridResult?
        let samples = try Sampler.interleave(
            warmup: 1, repeats: context.repeats(quick: repeats.quick, full: repeats.full),
            ours: {
                let (seconds, result) = try warm()
                warmResult = result
                return seconds
            },
            baseline: {
                let (seconds, result) = try cold()
                coldResult = result
                return seconds
            })
        return (samples, warmResult, coldResult)
    }

    /// Throws unless the two grids show the same cards with bit-identical frames: a cached grid
    /// must equal a fresh computation.
    static func requireSame(_ actual: GridResult, _ expected: GridResult, _ what: String) throws {
        guard actual.plantIDs == expected.plantIDs, actual.contents == expected.contents, actual.headers == expected.headers,
            actual.layout.archive.map(\.bitPattern) == expected.layout.archive.map(\.bitPattern)
        else { throw BenchError.mismatch("\(what): the grids differ") }
    }

    /// Gives the favorite at `index` new notes (a text no card had before, so its card must be
    /// measured), outside any clock, on its own connection.
    func editNotes(ofFavorite index: Int) throws {
        edits += 1
        let service = try CatalogService(path: path)
        let favorites = try CatalogStore(path: path).favorites.orderedPlantIDs()
        try service.plants.edit(.id(favorites[index])) { draft in
            draft.notes = "Edited for the bench (\(edits)): moved next to the east window, watered from below."
        }
    }

    /// Adds `count` new plants and makes them favorites at the end, outside any clock.
    func appendFavorites(_ count: Int) throws {
        let store = try CatalogStore(path: path)
        let existing = try store.plants.count()
        _ = try store.plants.upsert(contentsOf: (existing..<(existing + count)).map { PlantCatalog.draft($0) })
        try store.database.execute(
            """
            INSERT INTO favorites (plant_id, position)
            SELECT id, ? + row_number() OVER (ORDER BY id) - 1 FROM plants
            WHERE id NOT IN (SELECT plant_id FROM favorites) ORDER BY id
            """, [.integer(Int64(try store.favorites.count()))])
        self.count += count
    }
}

extension GridReport {
    /// `snapshot 26.1ms, decoding 1.02ms` — the phases that ran, in order.
    var phases: String {
        Phase.allCases.compactMap { phase in
            timings[phase].map { duration in
                let (seconds, attoseconds) = duration.components
                return "\(phase.rawValue):\(Quantity.seconds(Double(seconds) + Double(attoseconds) * 1e-18).formatted)"
            }
        }.joined(separator: ",")
    }
}

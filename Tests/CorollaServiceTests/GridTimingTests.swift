import CorollaCards
import CorollaLayout
import CorollaService
import CorollaStore
import Foundation
import XCTest

/// Times the grid for 10,000 favorites at width 390 in the detail style: cold, warm, edit one,
/// append ten. Not a timed test: it runs only when `COROLLA_GRID_TIMING` is set, by hand, in release:
///
///     COROLLA_GRID_TIMING=1 swift test -c release -Xswiftc -enable-testing --filter GridTimingTests
final class GridTimingTests: XCTestCase {
    func testTenThousandFavorites() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["COROLLA_GRID_TIMING"] != nil, "set COROLLA_GRID_TIMING to time the grid")
        let path = try makeCatalogPath(plants: 0, favorites: 0)
        let store = try CatalogStore(path: path)
        _ = try store.plants.upsert(contentsOf: (0..<10_010).map(Self.draft))
        try addFavorites(store, count: 10_000)
        let request = GridRequest(
            layout: .waterfall(WaterfallLayout(columnCount: 2, minimumColumnSpacing: 8, minimumInteritemSpacing: 8, sectionInset: EdgeInsets(all: 12))),
            container: Size(width: 390, height: 844), scale: DisplayScale(2), style: .detail, date: Fixtures.date)

        let cold = try CatalogService(path: path).grid(for: request)
        report("cold", cold)
        let warm = try CatalogService(path: path).grid(for: request)
        report("warm (new connection)", warm)
        let service = try CatalogService(path: path)
        report("warm (same service)", try service.grid(for: request))
        var lean = request
        lean.includesContents = false
        report("warm, ids and frames only", try service.grid(for: lean))
        try service.editPlant(.key("plant-5000")) { $0.notes = "Edited for the timing: moved next to the window." }
        report("edit one", try service.grid(for: request))
        try addFavorites(service.store, count: 10)
        report("append ten", try service.grid(for: request))
        var bypass = request
        bypass.noCache = true
        report("uncached", try service.grid(for: bypass))

        // The prefix-reuse choice: decoding a stored archive (checkpoints included) against laying
        // the prefix out again from its frames, for 10,000 items.
        let layout = cold.layout
        let archive = layout.archive
        let items = layout.sections.flatMap(\.items).map { LayoutItem.height($0.height) }
        let decode = try time { _ = try LayoutResult(archive: archive) }
        let relayout = try time { _ = try request.layout.layout([LayoutSection(items: items)], in: request.container, scale: request.scale) }
        print(
            "timing: archive of \(layout.itemCount) items: \(archive.count * 8) bytes (frames alone \(layout.itemCount * 32)), "
                + "decode \(decode), laying the prefix out again \(relayout)")
    }

    private static func draft(_ index: Int) -> PlantDraft {
        let notes = [
            "", "Bright indirect light.", "喜散射光，避免暴晒。每两周施一次薄肥。",
            "Water when the top 3 cm of soil are dry. Rotate a quarter turn every week; wipe the leaves monthly.",
        ]
        return PlantDraft(
            key: "plant-\(index)", name: index % 3 == 0 ? "植物 \(index) 龟背竹" : "Plant \(index) Monstera deliciosa",
            kind: Fixtures.kinds[index % Fixtures.kinds.count], notes: notes[index % notes.count], waterEveryDays: 7,
            photoAspect: index % 11 == 0 ? 4.0 / 3 : nil)
    }

    private func report(_ name: String, _ grid: GridResult) {
        let phases = GridReport.Phase.allCases.compactMap { phase in grid.report.timings[phase].map { "\(phase.rawValue) \($0)" } }
        print(
            "timing: \(name): \(grid.report.total) — \(grid.report.outcome) reused=\(grid.report.outcome.reused) "
                + "measured=\(grid.report.cardsMeasured) fromCache=\(grid.report.cardSizesFromCache) laidOut=\(grid.report.itemsLaidOut) "
                + "[\(phases.joined(separator: ", "))]")
    }

    private func time(_ body: () throws -> Void) rethrows -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        return clock.now - start
    }
}

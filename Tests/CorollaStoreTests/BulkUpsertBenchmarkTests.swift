import Foundation
import XCTest

@testable import CorollaStore

/// The import path at scale: 100,000 plants in one transaction.
final class BulkUpsertBenchmarkTests: XCTestCase {
    /// Rule: upserting 100k plants into a file takes seconds, not minutes (bound: 60 s, generous for
    /// a loaded debug build); re-upserting the same 100k writes nothing and keeps the revision.
    func testUpsertHundredThousandPlants() throws {
        let folder = try makeTemporaryFolder()
        let store = try makeCatalog(in: folder)
        let drafts = (0..<100_000).map { index in
            PlantDraft(
                name: "Plant \(index) 'Variegata'", kind: ["foliage", "succulent", "fern", "herb"][index % 4], notes: "Imported row \(index).",
                waterEveryDays: index % 14 + 1, lastWatered: CalendarDate(year: 2024, month: index % 12 + 1, day: index % 28 + 1))
        }
        let clock = ContinuousClock()
        var summary = UpsertSummary()
        let insertTime = try clock.measure { summary = try store.plants.upsert(contentsOf: drafts) }
        XCTAssertEqual(summary.inserted, 100_000)
        let revision = try store.revision()
        let unchangedTime = try clock.measure { summary = try store.plants.upsert(contentsOf: drafts) }
        XCTAssertEqual(summary.unchanged, 100_000)
        XCTAssertEqual(try store.revision(), revision)
        print("upsert 100k plants: insert \(insertTime), identical re-upsert \(unchangedTime)")
        XCTAssertLessThan(insertTime, .seconds(60))
    }
}

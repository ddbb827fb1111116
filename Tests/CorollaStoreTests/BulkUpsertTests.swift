import CorollaTestSupport
import Foundation
import XCTest

@testable import CorollaStore

/// The import path at scale: 100,000 plants in one transaction.
/// Its speed is measured by corolla-bench (`import.sqlite`), never by a timed test.
final class BulkUpsertTests: XCTestCase {
    /// Rule: 100k plants upsert in one transaction, all inserted; re-upserting the same 100k
    /// writes nothing and keeps the revision.
    func testUpsertHundredThousandPlants() throws {
        let folder = try makeTemporaryFolder()
        let store = try makeCatalog(in: folder)
        let drafts = (0..<100_000).map { index in
            PlantDraft(
                name: "Plant \(index) 'Variegata'", kind: ["foliage", "succulent", "fern", "herb"][index % 4], notes: "Imported row \(index).",
                waterEveryDays: index % 14 + 1, lastWatered: CalendarDate(year: 2024, month: index % 12 + 1, day: index % 28 + 1))
        }
        XCTAssertEqual(try store.plants.upsert(contentsOf: drafts).inserted, 100_000)
        XCTAssertEqual(try store.plants.count(), 100_000)
        let revision = try store.revision()
        XCTAssertEqual(try store.plants.upsert(contentsOf: drafts).unchanged, 100_000)
        XCTAssertEqual(try store.revision(), revision)
    }
}

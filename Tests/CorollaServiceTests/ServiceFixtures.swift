import CorollaCards
import CorollaLayout
@testable import CorollaService
import CorollaStore
import CorollaTestSupport
import Foundation
import XCTest

/// A measurer factory that counts the measurers it makes.
final class CountingFactory: MeasurerFactory, @unchecked Sendable {
    private let lock = NSLock()
    private var made = 0
    let options = CardMeasurer.Options()

    /// How many measurers were made so far.
    var count: Int { lock.withLock { made } }

    func makeMeasurer() -> CardMeasurer {
        lock.withLock { made += 1 }
        return CardMeasurer(options: options)
    }
}

enum Fixtures {
    static let kinds = ["Aroid", "Succulent", "Fern", "多肉", "Herb"]
    static let notes = ["", "Bright indirect light.", "喜散射光，避免暴晒。", "Water when the top 3 cm of soil are dry; rotate weekly."]
    static let date = Date(timeIntervalSince1970: 1_790_000_000)

    /// Plant `index` of a test catalog: names repeat every 50, so some cards are identical.
    static func draft(_ index: Int, variant: Int = 0) -> PlantDraft {
        PlantDraft(
            key: "plant-\(index)", name: "Plant \(index % 50)\(variant == 0 ? "" : " v\(variant)")",
            kind: index % 7 == 0 ? nil : kinds[index % kinds.count], notes: notes[(index + variant) % notes.count],
            waterEveryDays: 3 + index % 5, lastWatered: CalendarDate(year: 2026, month: 9, day: 1 + index % 28),
            photoAspect: index % 9 == 0 ? 1.5 : nil)
    }

    static let waterfall = AnyLayout.waterfall(WaterfallLayout(columnCount: 2, minimumColumnSpacing: 8, minimumInteritemSpacing: 8, sectionInset: EdgeInsets(all: 12)))
    static let grid = AnyLayout.grid(GridLayout(columnCount: 2, interitemSpacing: 8, lineSpacing: 8))

    static func request(_ layout: AnyLayout = waterfall, width: Double = 390, style: CardStyle = .card, grouping: GridRequest.Grouping = .none) -> GridRequest {
        GridRequest(layout: layout, container: Size(width: width, height: 844), scale: DisplayScale(2), style: style, date: date, grouping: grouping)
    }
}

extension GridRequest {
    /// The same request computed without caches: what a cached grid must equal bit for bit.
    var uncached: GridRequest {
        var request = self
        request.noCache = true
        return request
    }
}

extension XCTestCase {
    /// A catalog file in a fresh temporary folder (removed after the test) with `plants` plants, the
    /// first `favorites` of them favorites in id order.
    func makeCatalogPath(plants: Int, favorites: Int) throws -> String {
        let path = try makeTemporaryFolder().path("catalog.sqlite")
        let store = try CatalogStore(path: path)
        _ = try store.plants.upsert(contentsOf: (0..<plants).map { Fixtures.draft($0) })
        try addFavorites(store, count: favorites)
        return path
    }

    /// Makes the first `count` plants (by id) that are not favorites favorites, at the end, in one statement.
    func addFavorites(_ store: CatalogStore, count: Int) throws {
        let existing = try store.favorites.count()
        try store.database.execute(
            """
            INSERT INTO favorites (plant_id, position)
            SELECT id, ? + row_number() OVER (ORDER BY id) - 1 FROM plants
            WHERE id NOT IN (SELECT plant_id FROM favorites) ORDER BY id LIMIT ?
            """, [.integer(Int64(existing)), .integer(Int64(count))])
    }

    /// Fails unless the two grids show the same cards with bit-identical frames.
    func assertSameGrid(_ actual: GridResult, _ expected: GridResult, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.plantIDs, expected.plantIDs, "plants, \(context)", file: file, line: line)
        XCTAssertEqual(actual.contents, expected.contents, "contents, \(context)", file: file, line: line)
        XCTAssertEqual(actual.headers, expected.headers, "headers, \(context)", file: file, line: line)
        XCTAssertEqual(actual.rotatedCardSize, expected.rotatedCardSize, "rotated size, \(context)", file: file, line: line)
        assertBitIdentical(actual.layout, expected.layout, context, file: file, line: line)
    }
}

import CorollaTestSupport
import Foundation
import XCTest

@testable import CorollaStore

extension XCTestCase {
    /// A catalog file in a temporary folder, migrated to `migrations`.
    func makeCatalog(in folder: TemporaryFolder, named name: String = "catalog.sqlite", migrations: [Migration] = Migration.embedded) throws -> CatalogStore {
        try CatalogStore(path: folder.path(name), mode: .readWrite, configuration: Database.Configuration(), migrations: migrations)
    }

    /// Asserts that `body` throws a `StoreError` equal to `expected`.
    func assertThrows(_ expected: StoreError, file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> some Any) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            XCTAssertEqual(error as? StoreError, expected, "\(error)", file: file, line: line)
        }
    }

    /// Asserts that `body` throws a `DatabaseError` with this extended result code.
    func assertThrows(_ code: ResultCode, file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> some Any) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            XCTAssertEqual((error as? DatabaseError)?.extendedResultCode, code, "\(error)", file: file, line: line)
        }
    }
}

/// The package root, found from this file's path: where `Migrations/` lives.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

extension PlantDraft {
    /// A draft with every field set, for tests that need a full plant.
    static func sample(_ name: String, key: String? = nil) -> PlantDraft {
        PlantDraft(
            key: key, name: name, kind: "foliage", notes: "Bright, indirect light.", waterEveryDays: 7,
            lastWatered: CalendarDate(year: 2024, month: 5, day: 1), photoAspect: 0.75)
    }
}

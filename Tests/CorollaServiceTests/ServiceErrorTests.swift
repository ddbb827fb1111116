import CorollaService
import CorollaStore
import CorollaTestSupport
import Foundation
import XCTest

/// The service is the front ends' only door: the store's and SQLite's errors come out of it as
/// ``ServiceError`` cases with the store's messages, and no front end reaches the store.
final class ServiceErrorTests: XCTestCase {
    /// Rule: a duplicate key and a plant that is not a favorite are their own cases, with the
    /// store's messages.
    func testStoreRefusalsAreServiceErrors() throws {
        let service = CatalogService(store: try CatalogStore.inMemory())
        try service.plants.add(PlantDraft(key: "aloe", name: "Aloe"))
        let fern = try service.plants.add(PlantDraft(key: "fern", name: "Fern"))
        XCTAssertThrowsError(try service.plants.add(PlantDraft(key: "aloe", name: "Another aloe"))) {
            XCTAssertEqual($0 as? ServiceError, .duplicateKey("aloe"))
            XCTAssertEqual("\($0)", StoreError.duplicateKey("aloe").description)
        }
        XCTAssertThrowsError(try service.plants.edit(.key("fern")) { $0.key = "aloe" }) {
            XCTAssertEqual($0 as? ServiceError, .duplicateKey("aloe"))
        }
        XCTAssertThrowsError(try service.favorites.move(.key("fern"), to: 0)) {
            XCTAssertEqual($0 as? ServiceError, .notAFavorite(plantID: fern.id))
            XCTAssertEqual("\($0)", StoreError.notAFavorite(plantID: fern.id).description)
        }
    }

    /// Rule: a file that is not a catalog is refused with the store's message; SQLite's failures
    /// say what they mean (here: a catalog opened read-only cannot be written) and keep SQLite's
    /// report as their message; neither is a refusal of the request.
    func testCatalogAndDatabaseFailuresAreServiceErrors() throws {
        let folder = try makeTemporaryFolder()
        let text = folder.path("notes.txt")
        try Data(repeating: UInt8(ascii: "x"), count: 4096).write(to: URL(fileURLWithPath: text))
        XCTAssertThrowsError(try CatalogService(path: text)) {
            XCTAssertEqual($0 as? ServiceError, .catalog(StoreError.notADatabase(path: text).description))
            XCTAssertEqual(($0 as? ServiceError)?.isCatalogFailure, true)
        }
        let path = folder.path("garden.sqlite")
        try CatalogService(path: path).plants.add(PlantDraft(name: "Aloe"))
        let reader = try CatalogService(readingOnly: path)
        XCTAssertThrowsError(try reader.plants.add(PlantDraft(name: "Basil"))) { error in
            guard case .database(let problem) = error as? ServiceError else { return XCTFail("\(error)") }
            XCTAssertEqual(problem.kind, .readOnly)
            XCTAssertFalse(problem.reportsDamage)
            XCTAssertEqual("\(error)", problem.description)
            XCTAssertTrue(problem.description.contains(problem.message))
        }
        XCTAssertEqual(try reader.plants.list().map(\.name), ["Aloe"])
    }

    /// Rule: `CorollaCLI` and `CorollaServer` neither depend on the store nor import it or SQLite.
    func testFrontEndsDoNotReachTheStore() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for frontEnd in ["CorollaCLI", "CorollaServer"] {
            let folder = root.appendingPathComponent("Sources/\(frontEnd)")
            let files = try XCTUnwrap(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            XCTAssertFalse(files.isEmpty, frontEnd)
            for file in files {
                let imports = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                    .filter { $0.hasPrefix("import ") || $0.hasPrefix("@_exported import ") || $0.hasPrefix("@testable import ") }
                for module in ["CorollaStore", "CSQLite"] {
                    XCTAssertFalse(imports.contains { $0.hasSuffix(" " + module) }, "\(file.path) imports \(module)")
                }
            }
        }
        let package = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        for frontEnd in ["CorollaCLI", "CorollaServer"] {
            let target = try XCTUnwrap(package.range(of: "name: \"\(frontEnd)\", dependencies:") ?? package.range(of: "name: \"\(frontEnd)\",\n"))
            let declaration = package[target.lowerBound...].prefix { $0 != ")" }
            XCTAssertTrue(declaration.contains("CorollaService"), frontEnd)
            XCTAssertFalse(declaration.contains("\"CorollaStore\""), "\(frontEnd) depends on CorollaStore")
        }
    }
}

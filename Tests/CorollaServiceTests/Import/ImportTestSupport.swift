import CorollaService
import CorollaStore
import Foundation
import XCTest

extension XCTestCase {
    /// Imports `text` into `store`.
    func importText(
        _ text: String, _ format: PlantFileFormat, into store: CatalogStore, options: ImportOptions = ImportOptions(), file: String = "plants"
    ) throws -> ImportSummary {
        try CatalogService(store: store).transfer.importer(options: options).importData(Array(text.utf8), format: format, file: "\(file).\(format.rawValue)")
    }

    /// The message of what importing `text` into a new catalog throws, or a note that it threw nothing.
    func importMessage(_ text: String, _ format: PlantFileFormat, options: ImportOptions = ImportOptions()) throws -> String {
        do {
            let summary = try importText(text, format, into: CatalogStore.inMemory(), options: options)
            return "no error: \(summary.records) records"
        } catch let errors as ImportErrors {
            return errors.description
        }
    }

    /// The message of the `ImportErrors` that reading `bytes` throws, or a note that it threw
    /// something else or nothing.
    func importFailure(_ bytes: [UInt8], _ format: PlantFileFormat, file: String? = nil) -> String {
        do {
            let read = try ImportFile(data: bytes, format: format, file: file ?? "plants.\(format.rawValue)")
            return "no error: \(read.records.count) records"
        } catch let error as ImportErrors {
            return error.description
        } catch {
            return "not an ImportErrors: \(error)"
        }
    }

    /// `importFailure` of UTF-8 text.
    func importFailure(_ text: String, _ format: PlantFileFormat) -> String {
        importFailure(Array(text.utf8), format)
    }

    /// The records of `text`, read and checked.
    func records(_ text: String, _ format: PlantFileFormat) throws -> [PlantRecord] {
        try ImportFile(data: Array(text.utf8), format: format, file: "plants.\(format.rawValue)").records
    }

    /// The bytes of the catalog file at `path` while no connection is open (so the WAL is merged
    /// and gone), then `body`'s result with a store opened on it as `corolla` opens it for writing
    /// (checked, so that it writes into the file when it closes), then the bytes again.
    func withClosedFileBytes<T>(at path: String, _ body: (CatalogStore) throws -> T) throws -> (before: Data, result: T, after: Data) {
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let result = try {
            let store = try CatalogStore(path: path)
            XCTAssertNil(try store.quickCheck())
            return try body(store)
        }()
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + "-wal"), "a connection is still open")
        return (before, result, try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}

/// Every plant of a catalog as plain values, the favorites by key in order, and each plant's
/// watering history by key, with who watered each day: what an export → import round trip must keep.
struct CatalogSnapshot: Equatable {
    var plants: [PlantDraft]
    var favorites: [String]
    var waterings: [String: [CalendarDate]]
    var wateredBy: [String: [String?]]

    init(_ store: CatalogStore) throws {
        plants = try store.plants.list().map(\.draft).sorted { $0.key ?? "" < $1.key ?? "" }
        favorites = try store.favorites.list().map(\.plant.key)
        let records = try Dictionary(grouping: store.waterings.all(), by: \.key)
        waterings = records.mapValues { $0.map(\.day) }
        wateredBy = records.mapValues { $0.map(\.by) }
    }

    /// The snapshot without the stored photos (what a file without photos rebuilds).
    var withoutPhotos: CatalogSnapshot {
        var snapshot = self
        for index in snapshot.plants.indices { snapshot.plants[index].photo = nil }
        return snapshot
    }
}

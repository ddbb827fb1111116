import CorollaJSON
import CorollaService
import CorollaStore
import CorollaTestSupport
import Foundation
import XCTest

/// The round trips of a catalog through export and import, in every format written (an .xlsx
/// workbook too), with photos and without: checked against the catalog itself as the model (``CatalogSnapshot``).
final class RoundTripPropertyTests: XCTestCase {
    /// Rule (property): for random catalogs (``RandomCatalog``), in each format, with and without
    /// photos, an export imported unchanged into the catalog it came from changes nothing (no
    /// plant inserted or updated, no watering added, the revision, plants, photos, favorites and
    /// histories as they were); imported into an empty catalog it rebuilds the catalog (without the
    /// photos when the file does not carry them; with the history beside it — a file, or a
    /// workbook's Waterings sheet — which CSV, TSV and a sheet need for the days and every format
    /// for who watered), so that exporting the rebuilt catalog gives the same bytes; and the
    /// import's summary names what the file does not carry.
    func testRoundTripsOfRandomCatalogs() throws {
        var random = SplitMix64(seed: 20_261_202)
        for round in 0..<6 {
            let source = try RandomCatalog.make(plants: Int.random(in: 1...24, using: &random), using: &random)
            let snapshot = try CatalogSnapshot(source)
            for format in RoundTripPropertyTests.formats {
                for photos in [false, true] {
                    let context = "round \(round), \(format)\(photos ? " with photos" : "")"
                    let first = try ExportedCatalog(source, format, photos: photos, in: makeTemporaryFolder())
                    let revision = try source.revision()
                    let same = try first.import(into: source)
                    XCTAssertEqual([same.inserted, same.updated, same.skipped, same.wateringsAdded], [0, 0, 0, 0], context)
                    XCTAssertEqual(same.unchanged, snapshot.plants.count, context)
                    XCTAssertEqual(try source.revision(), revision, context)
                    XCTAssertEqual(try CatalogSnapshot(source), snapshot, context)
                    var notCarried: [ImportSummary.CatalogPart] = photos ? [] : [.photos]
                    if !format.carriesHistory { notCarried.append(.waterings) }
                    XCTAssertEqual(same.notInFile, notCarried, context)

                    let copy = try CatalogStore.inMemory()
                    let rebuilt = try first.import(into: copy)
                    XCTAssertEqual(rebuilt.inserted, snapshot.plants.count, context)
                    XCTAssertEqual(rebuilt.wateringsAdded + rebuilt.wateringsRecorded, snapshot.waterings.values.map(\.count).reduce(0, +), context)
                    XCTAssertEqual(try CatalogSnapshot(copy), photos ? snapshot : snapshot.withoutPhotos, context)
                    let second = try ExportedCatalog(copy, format, photos: photos, in: makeTemporaryFolder())
                    XCTAssertEqual(second.plants, first.plants, context)
                    XCTAssertEqual(second.history, first.history, context)
                    XCTAssertEqual(second.photoFiles, first.photoFiles, context)
                }
            }
        }
    }

    /// Rule: a history imported twice adds its waterings once: the second import adds none, records
    /// them all as known, and moves no revision.
    func testHistoryMergesOnce() throws {
        var random = SplitMix64(seed: 2_404)
        let source = try RandomCatalog.make(plants: 12, using: &random)
        let copy = try CatalogStore.inMemory()
        for format in RoundTripPropertyTests.formats {
            let exported = try ExportedCatalog(source, format, photos: false, in: makeTemporaryFolder())
            _ = try exported.import(into: copy)
            let revision = try copy.revision()
            let history = try ExportedCatalog.history(of: source, format)
            let again = try CatalogService(store: copy).transfer.importer(options: ExportedCatalog.historyOptions(format)).importHistory(data: history, format: format, file: "history.\(format)")
            XCTAssertEqual(again.wateringsAdded, 0, "\(format)")
            XCTAssertEqual(again.wateringsRecorded, try source.waterings.all().count, "\(format)")
            XCTAssertEqual(try copy.revision(), revision, "\(format)")
            XCTAssertEqual(try CatalogSnapshot(copy).waterings, try CatalogSnapshot(source).waterings, "\(format)")
        }
    }
}

/// A catalog exported as a plant file, its photo files (with photos) and the history file `export
/// --history` writes (the waterings for CSV and TSV, who watered for every format): what a plant
/// owner moves to another machine.
private struct ExportedCatalog {
    let format: PlantFileFormat
    let folder: TemporaryFolder
    let plants: [UInt8]
    let history: [UInt8]
    /// The photo files by name.
    let photoFiles: [String: [UInt8]]

    init(_ store: CatalogStore, _ format: PlantFileFormat, photos: Bool, in folder: TemporaryFolder) throws {
        self.format = format
        self.folder = folder
        let photoFolder = folder.path("photos")
        try FileManager.default.createDirectory(atPath: photoFolder, withIntermediateDirectories: true)
        var files: [String: [UInt8]] = [:]
        let exportPhotos = ExportPhotos(folder: "photos") { photo in
            files[photo.fileName] = photo.bytes
            try PhotoFixtures.write(photo.bytes, to: photoFolder + "/" + photo.fileName)
        }
        let exporter = CatalogService(store: store).transfer
        plants = try OutputBuffer.collectingBytes { output in
            if format == .xlsx { _ = try exporter.exportWorkbook(to: output, photos: photos ? exportPhotos : nil) }
            else { _ = try exporter.export(as: format, to: output, photos: photos ? exportPhotos : nil) }
        }
        // A workbook carries the history in its Waterings sheet.
        history = format == .xlsx ? plants : try Self.history(of: store, format)
        photoFiles = files
    }

    /// The history file `export --history` writes in `format`.
    static func history(of store: CatalogStore, _ format: PlantFileFormat) throws -> [UInt8] {
        let exporter = CatalogService(store: store).transfer
        return try OutputBuffer.collectingBytes { output in
            if format == .xlsx { _ = try exporter.exportHistoryWorkbook(to: output) } else { _ = try exporter.exportHistory(as: format, to: output) }
        }
    }

    /// How the history is read: a workbook's from its Waterings sheet.
    static func historyOptions(_ format: PlantFileFormat, photoFolder: String? = nil) -> ImportOptions {
        var options = ImportOptions(photoFolder: photoFolder)
        if format == .xlsx { options.dialect.sheet = "Waterings" }
        return options
    }

    /// Imports the plant file (its photos read from beside it), then the history file, into
    /// `store`: the plant file's summary, with the waterings the history file added.
    func `import`(into store: CatalogStore) throws -> ImportSummary {
        let options = ImportOptions(photoFolder: folder.url.path)
        var summary = try CatalogService(store: store).transfer.importer(options: options).importData(plants, format: format, file: "plants.\(format)")
        let merged = try CatalogService(store: store).transfer.importer(options: Self.historyOptions(format, photoFolder: folder.url.path))
            .importHistory(data: history, format: format, file: "history.\(format)")
        summary.wateringsAdded += merged.wateringsAdded
        // The history file records again the days a JSON or NDJSON plant file carries.
        if !format.carriesHistory { summary.wateringsRecorded += merged.wateringsRecorded }
        return summary
    }
}

extension RoundTripPropertyTests {
    /// The formats `export` writes: the text formats and the .xlsx workbook.
    static let formats = PlantFileFormat.allCases.filter { !$0.isWorkbook } + [.xlsx]
}

private extension PlantFileFormat {
    /// Whether the plant file itself carries each plant's waterings (JSON and NDJSON do).
    var carriesHistory: Bool { self == .json || self == .ndjson }
}

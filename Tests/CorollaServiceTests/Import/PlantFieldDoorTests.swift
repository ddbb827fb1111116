import CorollaCards
import CorollaJSON
import CorollaService
import CorollaStore
import CorollaTestSupport
import Foundation
import XCTest

/// Each stored plant field (``PlantField/stored``) through every door derived from its
/// declaration: a field declared but missed by one of them fails here.
final class PlantFieldDoorTests: XCTestCase {
    /// A value of `field`'s declared type within its declared limit, other than an empty plant's.
    static func sample(_ field: PlantField, using random: inout SplitMix64) throws -> PlantValue {
        let declaration = field.declaration
        switch declaration.type {
        case .text: return .text("x-\(field.rawValue)")
        case .integer: return .integer((declaration.limit?.wholeNumbers?.lowerBound ?? 0) + 1)
        case .number: return .number(declaration.limit?.numbers.map { ($0.lowerBound + $0.upperBound) / 2 } ?? 1.5)
        case .date: return .date(CalendarDate(year: 2024, month: 2, day: 29)!)
        case .boolean: return .boolean(true)
        case .dates: return .dates([CalendarDate(year: 2024, month: 2, day: 29)!])
        case .photo: return .photo(try RandomCatalog.photo(using: &random))
        }
    }

    /// Rule: for each stored field, a plant with only that field (and a name) set is written by the
    /// store and read back with it, exported with its column in every format, and imported from
    /// that file into an empty catalog with the same value.
    func testEveryStoredFieldTravelsThroughTheStoreExportAndImport() throws {
        var random = SplitMix64(seed: 2_424)
        for field in PlantField.stored {
            var draft = PlantDraft(key: "plant", name: "Plant")
            let value = try Self.sample(field, using: &random)
            if field == .photo { draft.setPhoto(value.photo) } else { draft.setValue(value, for: field) }
            let store = try CatalogStore.inMemory()
            let stored = try store.plants.insert(draft)
            XCTAssertEqual(stored.draft.value(of: field), value, "store: \(field)")
            let folder = try makeTemporaryFolder()
            try FileManager.default.createDirectory(atPath: folder.path("photos"), withIntermediateDirectories: true)
            let photos = ExportPhotos(folder: "photos") { _ = try PhotoFixtures.write($0.bytes, to: folder.path("photos/" + $0.fileName)) }
            for format in PlantFileFormat.allCases.filter { !$0.isWorkbook } {
                let context = "\(field) in \(format)"
                let text = try OutputBuffer.collecting { _ = try CatalogService(store: store).transfer.export(as: format, to: $0, photos: photos) }
                XCTAssertTrue(text.contains(field.rawValue), "export: \(context): \(text)")
                let copy = try CatalogStore.inMemory()
                let options = ImportOptions(photoFolder: folder.url.path)
                _ = try CatalogService(store: copy).transfer.importer(options: options).importData(Array(text.utf8), format: format, file: "plants.\(format)")
                XCTAssertEqual(try copy.plants.plant(key: stored.key)?.draft.value(of: field), value, "import: \(context)")
            }
        }
    }

    /// Rule: the photo aspect an import accepts is the one a card shows.
    func testPhotoAspectLimitIsTheCardsRange() {
        XCTAssertEqual(PlantField.photoAspect.declaration.limit, .numbers(PhotoLimits.aspectRange))
    }
}

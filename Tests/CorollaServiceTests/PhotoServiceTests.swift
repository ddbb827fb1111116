import CorollaCards
import CorollaJSON
@testable import CorollaService
import CorollaStore
import CorollaTestSupport
import Foundation
import XCTest

/// Photos kept in the catalog: the grid's sizes depend on their aspect only, the catalog needs no
/// file once a photo is stored, old photo paths are read in after migrating, and export → import
/// carries photos.
final class PhotoServiceTests: XCTestCase {
    /// The thumbnail of a `width × height` PNG of colour `rgb`, read from a file as the CLI does.
    private func photo(_ folder: TemporaryFolder, _ width: Int, _ height: Int, rgb: Int) throws -> PlantPhoto {
        try PhotoFile.thumbnail(of: PhotoFixtures.write(PhotoFixtures.png(width: width, height: height, rgb: rgb), to: folder.path("\(rgb).png")))
    }

    /// Rule: a new photo of the same aspect re-renders (the revision moves, the card shows the new
    /// bytes) but re-measures and re-lays out nothing; a photo of another aspect measures that card.
    func testSameAspectPhotoReMeasuresNothing() throws {
        let folder = try makeTemporaryFolder()
        let service = try CatalogService(path: try makeCatalogPath(plants: 30, favorites: 30))
        let request = Fixtures.request(style: .detail)
        try service.plants.setPhoto(.key("plant-4"), try photo(folder, 400, 300, rgb: 0x2E7D32))
        let first = try service.grid.result(for: request)
        let green = try XCTUnwrap(first.contents[4].photo)

        try service.plants.setPhoto(.key("plant-4"), try photo(folder, 800, 600, rgb: 0xC62828))
        let second = try service.grid.result(for: request)
        XCTAssertEqual(second.report.outcome, .partial(reused: 30))
        XCTAssertEqual([second.report.cardsMeasured, second.report.itemsLaidOut], [0, 0])
        XCTAssertGreaterThan(second.report.revision, first.report.revision)
        XCTAssertNotEqual(second.contents[4].photo, green, "the card draws the new photo")
        assertSameGrid(second, try service.grid.result(for: request.uncached), "same aspect")

        try service.plants.setPhoto(.key("plant-4"), try photo(folder, 300, 400, rgb: 0x1565C0))
        let turned = try service.grid.result(for: request)
        XCTAssertEqual(turned.report.cardsMeasured, 1)
        XCTAssertEqual(turned.contents[4].photoAspect, 0.75)
    }

    /// Rule: once stored, a photo needs no file: deleting the original and moving the catalog keeps
    /// the photo, and its card draws it with no note.
    func testTheCatalogIsSelfContained() throws {
        let folder = try makeTemporaryFolder()
        let original = folder.path("catalog.sqlite")
        let source = try PhotoFixtures.write(PhotoFixtures.bytes(PhotoFixtures.portraitJPEG), to: folder.path("phone.jpg"))
        let plant = try {
            let service = try CatalogService(path: original)
            let plant = try service.plants.add(PlantDraft(name: "Monstera"))
            try service.plants.setPhoto(.id(plant.id), try PhotoFile.thumbnail(of: source))
            try service.favorites.add(.id(plant.id))
            return plant
        }()
        try FileManager.default.removeItem(atPath: source)
        let moved = try makeTemporaryFolder().path("moved.sqlite")
        try FileManager.default.moveItem(atPath: original, toPath: moved)

        let reopened = try CatalogService(path: moved)
        let stored = try XCTUnwrap(reopened.plants.plant(.id(plant.id)).photo)
        XCTAssertEqual([stored.width, stored.height], [300, 400])
        let grid = try reopened.grid.result(for: Fixtures.request(style: .detail))
        let rendered = try GridRenderer(measurer: CardMeasurer(), style: .detail).png(grid.renderable)
        XCTAssertEqual(rendered.diagnostics, [])
    }

    /// Rule: a photo blob written by plain SQL is drawn only when it is a stored photo — JPEG or
    /// PNG by its magic bytes, at most a thumbnail's size by its header — checked before any
    /// decoder runs: an SVG, a PNG bomb's header, a PNG declaring 5000×5000 (within an upload's
    /// limits, beyond a stored photo's) and a GIF each draw their card without the photo and a
    /// note saying why; the grid is drawn, and a sound photo beside them with no note.
    func testPhotoBlobsWrittenBySQLAreCheckedBeforeDecoding() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 5, favorites: 5))
        let blobs: [(key: String, bytes: [UInt8], note: String)] = [
            ("plant-0", PhotoFixtures.nestedBlurSVG(), "an SVG drawing"),
            ("plant-1", PhotoFixtures.bomb(), "it declares 20000×20000 px, beyond a stored photo's 1600 px a side"),
            ("plant-2", PhotoFixtures.bomb(width: 5_000, height: 5_000), "it declares 5000×5000 px, beyond a stored photo's 1600 px a side"),
            ("plant-3", PhotoFixtures.gif, "a stored photo is JPEG or PNG, not GIF"),
        ]
        for blob in blobs {
            try service.store.database.execute(
                "UPDATE plants SET photo = ?, photo_width = 300, photo_height = 400, photo_aspect = 0.75 WHERE key = ?",
                [.blob(blob.bytes), .text(blob.key)])
        }
        try service.plants.setPhoto(.key("plant-4"), try PhotoFile.thumbnail(of: PhotoFixtures.portraitJPEG))
        let grid = try service.grid.result(for: Fixtures.request(style: .detail))
        let rendered = try GridRenderer(measurer: CardMeasurer(), style: .detail).png(grid.renderable)
        XCTAssertFalse(rendered.data.isEmpty)
        for blob in blobs {
            let card = try XCTUnwrap(grid.contents.firstIndex { $0.photo?.bytes == blob.bytes }, blob.key)
            let notes = rendered.diagnostics.filter { $0.card == card }.map(\.message)
            XCTAssertEqual(notes.count, 1, "\(blob.key): \(notes)")
            XCTAssertTrue(notes.first?.hasPrefix("photo not shown") == true && notes.first?.contains(blob.note) == true, "\(blob.key): \(notes)")
        }
        XCTAssertEqual(rendered.diagnostics.count, blobs.count, "the sound photo is drawn: \(rendered.diagnostics)")
    }

    /// Rule: after migrating, the photo paths of an older catalog become stored photos where the
    /// file can be read (a relative path from the catalog's folder too); the others are reported
    /// and keep their path, until a photo is stored. `--photo ''` (setPhoto nil) removes photo and aspect.
    func testPhotoPathsAreReadIntoTheCatalog() throws {
        let folder = try makeTemporaryFolder()
        let service = try CatalogService(path: folder.path("catalog.sqlite"))
        try PhotoFixtures.write(PhotoFixtures.png(width: 60, height: 30, rgb: 0x00FF00), to: folder.path("leaf.png"))
        for (name, path) in [("Fern", "leaf.png"), ("Aloe", folder.path("gone.png")), ("Pilea", "/dev/null")] {
            let plant = try service.plants.add(PlantDraft(name: name))
            // What a catalog from before stored photos keeps once migrated: a path and a hand-typed aspect.
            try service.store.database.execute(
                "INSERT INTO unread_photo_files (plant_id, path) VALUES (?, ?)", [.integer(plant.id), .text(path)])
            try service.store.database.execute("UPDATE plants SET photo_aspect = 1.5 WHERE id = ?", [.integer(plant.id)])
        }
        let conversion = try service.plants.convertPhotoPaths()
        XCTAssertEqual(conversion.converted, 1)
        XCTAssertEqual(conversion.failures.map(\.key), ["aloe", "pilea"])
        XCTAssertEqual(conversion.failures.map(\.error.isBadData), [false, true])
        let fern = try service.plants.plant(.key("fern"))
        XCTAssertEqual([fern.photo?.width, fern.photo?.height], [60, 30])
        XCTAssertEqual(fern.photoAspect, 2)
        XCTAssertEqual(try service.store.plants.photoPaths().map(\.key), ["aloe", "pilea"])
        XCTAssertEqual(conversion.failures.map(\.error.path), [folder.path("gone.png"), "/dev/null"], "named as stored")
        XCTAssertEqual(try service.plants.convertPhotoPaths().failures.count, 2, "the failures stay for another try")

        try service.plants.setPhoto(.key("pilea"), PlantPhoto(bytes: [1], width: 1, height: 1))
        XCTAssertEqual(try service.store.plants.photoPaths().map(\.key), ["aloe"], "a stored photo replaces the file")
        let removed = try service.plants.setPhoto(.key("aloe"), nil)
        XCTAssertNil(removed.photoAspect)
        XCTAssertNil(removed.photo)
    }

    /// Rule: export with a photo folder writes each stored photo and names it in the photo column,
    /// relative to the export; importing that file into an empty catalog stores the same photos
    /// (same size and aspect), and exporting again gives the same text.
    func testExportImportRoundTripsPhotos() throws {
        let folder = try makeTemporaryFolder()
        let service = try CatalogService(path: folder.path("a.sqlite"))
        for (name, photo) in [
            ("Monstera", try PhotoFile.thumbnail(of: PhotoFixtures.portraitJPEG)),
            ("Aloe", try PhotoFile.thumbnail(of: PhotoFixtures.transparentPNG)), ("Fern", nil),
        ] {
            var draft = PlantDraft(name: name)
            draft.setPhoto(photo)
            try service.plants.add(draft)
        }
        for format in PlantFileFormat.allCases.filter { !$0.isWorkbook } {
            let export = try exportWithPhotos(service, as: format)
            XCTAssertEqual(export.photos.map(\.fileName).sorted(), ["aloe.png", "monstera.jpg"])
            let exportFolder = try makeTemporaryFolder()
            try FileManager.default.createDirectory(atPath: exportFolder.path("photos"), withIntermediateDirectories: true)
            for photo in export.photos { try PhotoFixtures.write(photo.bytes, to: exportFolder.path("photos/" + photo.fileName)) }
            let file = exportFolder.path("plants.\(format.rawValue)")
            try Data(export.text.utf8).write(to: URL(fileURLWithPath: file))

            let copy = try CatalogService(path: exportFolder.path("b.sqlite"))
            var importer = copy.transfer.importer(options: ImportOptions(photoFolder: exportFolder.url.path))
            importer.progress = nil
            _ = try importer.importData(Array(Data(contentsOf: URL(fileURLWithPath: file))), format: format, file: file)
            for key in ["monstera", "aloe", "fern"] {
                let (before, after) = (try service.plants.plant(.key(key)), try copy.plants.plant(.key(key)))
                XCTAssertEqual(after.photo.map { [$0.width, $0.height] }, before.photo.map { [$0.width, $0.height] }, "\(format) \(key)")
                XCTAssertEqual(after.photoAspect, before.photoAspect, "\(format) \(key)")
            }
            XCTAssertEqual(try exportWithPhotos(copy, as: format).text, export.text, "\(format)")
        }
    }

    /// The export of `service` in `format` with its photos in the folder `photos`, and the photos
    /// handed over, each checked to come while its row is written (after the rows before it).
    private func exportWithPhotos(_ service: CatalogService, as format: PlantFileFormat) throws -> (text: String, photos: [ExportedPhoto]) {
        var photos: [ExportedPhoto] = []
        var bytes: [UInt8] = []
        let output = OutputBuffer { bytes.append(contentsOf: $0) }
        let counts = try service.transfer.export(as: format, to: output, photos: ExportPhotos(folder: "photos") { photo in
            try output.finish()
            let text = String(decoding: bytes, as: UTF8.self)
            XCTAssertFalse(text.contains("photos/" + photo.fileName), "\(format): \(photo.fileName) comes before its row")
            photos.append(photo)
        })
        try output.finish()
        let text = String(decoding: bytes, as: UTF8.self)
        XCTAssertEqual(counts, PlantExport(plants: 3, photos: photos.count), "\(format)")
        for photo in photos { XCTAssertTrue(text.contains("photos/" + photo.fileName), "\(format): \(photo.fileName) named in its row") }
        return (text, photos)
    }

    /// Rule: an import's photo_aspect must be a card's (0.25…4: 1e-308 would make an endless card)
    /// and, beside a photo, the photo's own; a photo that is no image names the record and field.
    func testImportChecksPhotosAndAspects() throws {
        let folder = try makeTemporaryFolder()
        let service = try CatalogService(path: folder.path("c.sqlite"))
        try PhotoFixtures.write(PhotoFixtures.png(width: 40, height: 20, rgb: 0), to: folder.path("wide.png"))
        try PhotoFixtures.write(PhotoFixtures.bomb(), to: folder.path("bomb.png"))
        let cases: [(String, String)] = [
            ("name,photo_aspect\nFern,1e-308\n", "t.csv:2: photo_aspect: must be a number from 0.25 to 4.0, got '1e-308'"),
            ("name,photo_aspect\nFern,5\n", "t.csv:2: photo_aspect: must be a number from 0.25 to 4.0, got '5'"),
            ("name,photo,photo_aspect\nFern,wide.png,1.5\n", "t.csv:2: photo_aspect: 1.5 is not the photo's width / height (40/20)"),
            ("name,photo\nFern,bomb.png\n", "t.csv:2: photo: 'bomb.png': too large: it declares 20000×20000 px"),
            ("name,photo\nFern,missing.png\n", "t.csv:2: photo: 'missing.png': No such file or directory"),
        ]
        for (text, expected) in cases {
            let importer = service.transfer.importer(options: ImportOptions(photoFolder: folder.url.path))
            XCTAssertThrowsError(try importer.importData(Array(text.utf8), format: .csv, file: "t.csv")) {
                XCTAssertTrue("\($0)".hasPrefix(expected), "\($0)")
            }
        }
        XCTAssertEqual(try service.plants.list(), [], "a refused import writes nothing")
        let importer = service.transfer.importer(options: ImportOptions(photoFolder: folder.url.path))
        _ = try importer.importData(Array("name,photo,photo_aspect\nFern,wide.png,2.0\n".utf8), format: .csv, file: "t.csv")
        XCTAssertEqual(try service.plants.plant(.key("fern")).photoAspect, 2)
    }

    /// Rule: an aspect outside 0.25…4 written by plain SQL (the table allows any positive one) is
    /// drawn clamped: the detail grid works and the card is at most 4 times as tall as wide.
    func testAnExtremeStoredAspectIsClamped() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 3, favorites: 3))
        try service.store.database.execute("UPDATE plants SET photo_aspect = 1e-308 WHERE key = 'plant-1'")
        let grid = try service.grid.result(for: Fixtures.request(style: .detail))
        let frame = grid.layout.sections[0].items[1]
        XCTAssertLessThanOrEqual(frame.height, frame.width * 4 + 200, "the image area is at most 4× the width, plus the texts")
        XCTAssertGreaterThan(frame.height, frame.width * 4)
    }
}

import CorollaTestSupport
import Foundation
import XCTest

/// `corolla plants photo`, `--photo`, the import's photo column and `init`'s conversion, end to end
/// through the built binary.
final class PhotoCommandTests: CatalogTestCase {
    /// Rule: `plants photo KEY FILE` stores a phone photo upright (300×400, aspect 0.75, JPEG);
    /// `plants add --photo` stores one too; `--photo ''` removes it; the old `--photo-aspect` is
    /// gone (exit 64).
    func testPlantsPhotoStoresAndRemoves() throws {
        try succeed(["plants", "add", "Monstera"])
        XCTAssertEqual(
            try succeed(["plants", "photo", "monstera", PhotoFixtures.portraitJPEG]).stdout, "Stored a 300×400 px photo for Monstera\n")
        let shown = try succeed(["plants", "show", "monstera"]).stdout
        XCTAssertTrue(shown.contains("photo:        300×400 px JPG, "), shown)
        XCTAssertTrue(shown.contains("stored in the catalog (aspect 0.75)"), shown)
        let added = try json(try succeed(["plants", "add", "Aloe", "--photo", PhotoFixtures.transparentPNG, "--json"])) as? [String: Any]
        XCTAssertEqual(added?["photo_aspect"] as? Double, 2)
        XCTAssertEqual([added?["photo_width"] as? Int, added?["photo_height"] as? Int], [64, 32])
        XCTAssertEqual(try succeed(["plants", "edit", "aloe", "--photo", ""]).status, 0)
        XCTAssertTrue(try succeed(["plants", "show", "aloe"]).stdout.contains("photo:        -\n"))
        XCTAssertEqual(try succeed(["plants", "photo", "monstera", ""]).stdout, "Removed the photo of Monstera\n")
        try fail(["plants", "add", "Fern", "--photo-aspect", "1.5"], status: 64)
    }

    /// Rule: a photo that is a FIFO is refused at once (exit 65, it never waits for a writer), a
    /// device or a folder is refused (65), a missing file is exit 1, a decompression bomb (a 20000×
    /// 20000 PNG header) exit 65 from its header; each names the file, and the catalog is unchanged.
    func testBadPhotoFilesAreRefusedAndChangeNothing() throws {
        try succeed(["plants", "add", "Pilea"])
        let fifo = path("photo.png")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        try PhotoFixtures.write(PhotoFixtures.bomb(), to: path("bomb.png"))
        try Data("not a photo".utf8).write(to: URL(fileURLWithPath: path("notes.jpg")))
        let before = try digest()
        let cases: [(String, Int32, String)] = [
            (fifo, 65, "a pipe (FIFO), not a regular file"), ("/dev/null", 65, "a character device, not a regular file"),
            (folder.path, 65, "a folder, not a regular file"), (path("missing.png"), 1, "No such file or directory"),
            (path("bomb.png"), 65, "too large: it declares 20000×20000 px"), (path("notes.jpg"), 65, "not a photo: it is not in a photo format"),
        ]
        for (file, status, reason) in cases {
            // A pipe without a writer would block a reader for good: the runner's timeout fails
            // the test then.
            let stderr = try fail(["plants", "photo", "pilea", file], status: status)
            XCTAssertTrue(stderr.contains("photo '\(file)': \(reason)"), stderr)
            XCTAssertEqual(try fail(["plants", "edit", "pilea", "--photo", file], status: status), stderr)
        }
        XCTAssertEqual(try digest(), before)
    }

    /// Rule: `plants photo` stores a HEIC (an iPhone's) and a WebP (Android's), and refuses with exit
    /// 65 — naming the file and the formats accepted, the catalog unchanged — an SVG (the 5 KB one of
    /// nested blurs, at once), half a BMP, and a 117-byte PPM declaring 7000×7000.
    func testPhoneFormatsAreStoredAndOthersRefused() throws {
        try succeed(["plants", "add", "Pilea"])
        for (file, size) in [(PhotoFixtures.heic, "64×48"), (PhotoFixtures.lossyWebP, "64×48")] {
            let stored = try corolla(["plants", "photo", "pilea", file])
            XCTAssertEqual(stored.status, 0, stored.stderr)
            XCTAssertTrue(stored.stdout.contains("Stored a \(size) px photo"), stored.stdout)
        }
        let before = try digest()
        let ppm = PhotoFixtures.ppm(width: 7_000, height: 7_000, pixels: 117 - 17)
        XCTAssertEqual(ppm.count, 117)
        let files: [(String, [UInt8], String)] = [
            ("blur.svg", PhotoFixtures.nestedBlurSVG(), "not a photo: it is an SVG drawing; a photo is one of JPEG, PNG, HEIC/HEIF, WebP, GIF, TIFF, BMP"),
            ("half.bmp", PhotoFixtures.cut(PhotoFixtures.bmp(width: 300, height: 200, rgb: 0x2E7D32), at: 0.5), "not a whole image: the BMP file"),
            ("bomb.ppm", ppm, "not a photo: it is a PNM (PBM/PGM/PPM) image"),
        ]
        for (name, bytes, reason) in files {
            let file = try PhotoFixtures.write(bytes, to: path(name))
            let stderr = try fail(["plants", "photo", "pilea", file], status: 65)
            XCTAssertTrue(stderr.contains("photo '\(file)': \(reason)"), stderr)
        }
        XCTAssertEqual(try digest(), before)
    }

    /// Rule: a photo file cut in half (an interrupted copy) is refused at every door — `plants
    /// photo`, `plants edit --photo`, an import's photo column — with exit 65 naming the file, in
    /// every format (JPEG and PNG, which gdk-pixbuf would decode with filler, as not whole); the
    /// catalog is unchanged.
    func testCutPhotosAreRefusedAtEveryDoor() throws {
        try succeed(["plants", "add", "Pilea"])
        let before = try digest()
        let files: [(name: String, bytes: [UInt8], reason: String)] = [
            ("cut.jpg", try PhotoFixtures.bytes(PhotoFixtures.portraitJPEG), "not a whole image: the JPEG file ends before its end-of-image marker"),
            ("cut.png", PhotoFixtures.png(width: 300, height: 400, rgb: 0x1565C0), "not a whole image: the PNG file ends inside its \"IDAT\" chunk"),
            ("cut.gif", PhotoFixtures.gif, "not an image gdk-pixbuf can read"),
            ("cut.tiff", PhotoFixtures.tiff(width: 40, height: 30, rgb: 0x2E7D32), "not an image gdk-pixbuf can read"),
            ("cut.webp", PhotoFixtures.webp, "not an image gdk-pixbuf can read"),
        ]
        for (name, bytes, reason) in files {
            let file = try PhotoFixtures.write(PhotoFixtures.cut(bytes, at: 0.5), to: path(name))
            let stderr = try fail(["plants", "photo", "pilea", file], status: 65)
            XCTAssertTrue(stderr.contains("photo '\(file)': \(reason)"), stderr)
            XCTAssertEqual(try fail(["plants", "edit", "pilea", "--photo", file], status: 65), stderr)
            try Data("name,photo\nFern,\(name)\n".utf8).write(to: URL(fileURLWithPath: path("plants.csv")))
            let imported = try corolla(["import", path("plants.csv")])
            XCTAssertEqual(imported.status, 65, imported.stderr)
            XCTAssertTrue(imported.stderr.contains("plants.csv:2: photo: '\(name)': \(reason)"), imported.stderr)
        }
        XCTAssertEqual(try digest(), before)
    }

    /// Rule: a photo whose aspect is unchanged re-renders the grid (the PNG differs) and
    /// re-measures nothing (`-v`: measured=0, laidOut=0); a portrait photo shows upright in the grid.
    func testSameAspectPhotoReMeasuresNothing() throws {
        try PhotoFixtures.write(PhotoFixtures.png(width: 300, height: 400, rgb: 0x1565C0), to: path("blue.png"))
        try succeed(["plants", "add", "Monstera", "--photo", PhotoFixtures.portraitJPEG])
        try succeed(["plants", "add", "Fern", "--kind", "fern"])
        try succeed(["favorites", "add", "monstera", "fern"])
        let first = try corolla(["grid", "--style", "detail", "--width", "300", "-o", path("first.png"), "-v"])
        XCTAssertTrue(first.stderr.contains("layout: miss"), first.stderr)
        try succeed(["plants", "photo", "monstera", path("blue.png")])
        let second = try corolla(["grid", "--style", "detail", "--width", "300", "-o", path("second.png"), "-v"])
        XCTAssertTrue(second.stderr.contains("layout: partial reused=2 laidOut=0 · sizes: cached=0 measured=0"), second.stderr)
        XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: path("first.png"))), try Data(contentsOf: URL(fileURLWithPath: path("second.png"))))
    }

    /// Rule: an import's photo column is read relative to the import file's folder, wherever corolla
    /// runs; a row whose photo is a bomb aborts the import (exit 65, file:line: photo:) and
    /// writes nothing.
    func testImportReadsPhotosBesideTheFile() throws {
        let data = folder.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data.appendingPathComponent("pics"), withIntermediateDirectories: true)
        try PhotoFixtures.write(PhotoFixtures.bytes(PhotoFixtures.portraitJPEG), to: data.appendingPathComponent("pics/m.jpg").path)
        try PhotoFixtures.write(PhotoFixtures.bomb(), to: data.appendingPathComponent("pics/bomb.png").path)
        try Data("name,photo\nMonstera,pics/m.jpg\n".utf8).write(to: data.appendingPathComponent("good.csv"))
        try Data("name,photo\nFern,pics/m.jpg\nAloe,pics/bomb.png\n".utf8).write(to: data.appendingPathComponent("bad.csv"))
        let elsewhere = try makeTemporaryFolder().url
        let good = try corolla(["import", data.appendingPathComponent("good.csv").path], directory: elsewhere)
        XCTAssertEqual(good.status, 0, good.stderr)
        XCTAssertTrue(try succeed(["plants", "show", "monstera"]).stdout.contains("300×400 px JPG"))
        let before = try digest()
        let bad = try corolla(["import", data.appendingPathComponent("bad.csv").path], directory: elsewhere)
        XCTAssertEqual(bad.status, 65)
        XCTAssertTrue(bad.stderr.contains("bad.csv:3: photo: 'pics/bomb.png': too large"), bad.stderr)
        XCTAssertEqual(try digest(), before)
    }

    /// Rule: `corolla init` reads the photo paths of an older catalog into it and reports, on
    /// standard error and in its JSON, the files it could not read; they keep their paths.
    func testInitReadsPhotoPathsIn() throws {
        try succeed(["plants", "add", "Fern"])
        try succeed(["plants", "add", "Aloe"])
        try PhotoFixtures.write(PhotoFixtures.png(width: 40, height: 40, rgb: 0x00AA00), to: path("fern.png"))
        let sql = """
            INSERT INTO unread_photo_files (plant_id, path) SELECT id, CASE key WHEN 'fern' THEN 'fern.png' ELSE 'gone.png' END FROM plants;
            UPDATE plants SET photo_aspect = 1.5
            """
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        sqlite.arguments = [database, sql]
        try sqlite.run()
        sqlite.waitUntilExit()
        XCTAssertEqual(sqlite.terminationStatus, 0)
        let output = try succeed(["init"])
        XCTAssertTrue(output.stdout.hasPrefix("Stored 1 photo from their files (1 could not be read)\n"), output.stdout)
        XCTAssertTrue(output.stderr.contains("warning: the photo of 'aloe' was not stored: photo 'gone.png'"), output.stderr)
        XCTAssertTrue(try succeed(["plants", "show", "fern"]).stdout.contains("40×40 px JPG"))
        let again = try json(try succeed(["init", "--json"])) as? [String: Any]
        let photos = again?["photos"] as? [String: Any]
        XCTAssertEqual(photos?["converted"] as? Int, 0)
        XCTAssertEqual((photos?["failed"] as? [[String: Any]])?.first?["path"] as? String, "gone.png")
    }
}

import CorollaTestSupport
import Foundation
import XCTest

@testable import CorollaStore

/// `export --photos DIR` is whole or nothing for the photo files: a failed export leaves DIR as it
/// was (the photos it wrote removed, nothing there before overwritten or removed), and a file that
/// already has a photo's name is kept when it holds the photo's bytes, else the export is refused.
final class ExportPhotosTests: CatalogTestCase {
    /// A catalog of three plants with stored photos (keys a, b, c, in name order; stored, and so
    /// exported, as JPEG), and one without.
    private func seed() throws {
        for (index, key) in ["a", "b", "c"].enumerated() {
            try PhotoFixtures.write(PhotoFixtures.png(width: 10 + index, height: 20, rgb: 0x336633 + index), to: path("\(key).png"))
        }
        let csv = "key,name,photo\na,A,a.png\nb,B,b.png\nc,C,c.png\nd,D,\n"
        try Data(csv.utf8).write(to: URL(fileURLWithPath: path("seed.csv")))
        try succeed(["import", "-q", path("seed.csv")])
    }

    /// The names in `folder` and each file's bytes; nil when there is no folder.
    private func contents(_ folder: String) -> [String: Data]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        return Dictionary(uniqueKeysWithValues: names.map { ($0, FileManager.default.contents(atPath: folder + "/" + $0) ?? Data()) })
    }

    /// Rule: a file with a photo's name and other bytes is refused (exit 1, naming it) before
    /// anything else is named: it keeps its bytes, the photos written before it are removed, and
    /// `-o`'s file is not made. A file with the photo's bytes is kept as it is (not rewritten), so
    /// exporting again into the same folder works.
    func testAnExistingFileIsNeverOverwritten() throws {
        try seed()
        let photos = path("photos")
        try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: photos + "/b.jpg"))
        let before = contents(photos)
        let stderr = try fail(["export", "-o", path("out.csv"), "--photos", photos], status: 1)
        XCTAssertEqual(stderr, "Error: '\(photos)/b.jpg' exists and is not the photo the export writes there; it was not overwritten (remove it, or export the photos to another folder)\n")
        XCTAssertEqual(contents(photos), before)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("out.csv")))

        let again = path("again")
        try succeed(["export", "-o", path("first.csv"), "--photos", again])
        XCTAssertEqual(contents(again)?.keys.sorted(), ["a.jpg", "b.jpg", "c.jpg"])
        let first = contents(again)
        let inode = try FileManager.default.attributesOfItem(atPath: again + "/a.jpg")[.systemFileNumber] as? Int
        XCTAssertEqual(try succeed(["export", "-o", path("second.csv"), "--photos", again]).stdout,
                       "Wrote 4 plants to \(path("second.csv")) (csv) and 3 photos to \(again)\n")
        XCTAssertEqual(contents(again), first)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: again + "/a.jpg")[.systemFileNumber] as? Int, inode, "kept, not rewritten")
    }

    /// Rule: a row that cannot be read mid-way fails the export after photos were written for the
    /// rows before it: they are removed, a file that was in the folder stays, and a folder the
    /// export made is removed.
    func testAFailingRowRemovesThePhotosWritten() throws {
        try seed()
        let outsider = try Database(path: database)
        try outsider.execute("PRAGMA ignore_check_constraints = ON")
        try outsider.execute("UPDATE plants SET last_watered = 'soon' WHERE key = 'c'")
        let kept = path("kept")
        try FileManager.default.createDirectory(atPath: kept, withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: kept + "/keep.txt"))
        for (folder, expected) in [(kept, ["keep.txt": Data("keep".utf8)]), (path("made"), nil)] {
            for output in [["-o", path("out.json")], []] {
                let result = try corolla(["export", "--photos", folder] + output)
                XCTAssertNotEqual(result.status, 0, result.stderr)
                XCTAssertTrue(result.stderr.contains("last_watered"), result.stderr)
                XCTAssertEqual(contents(folder), expected, "\(folder) \(output)")
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("out.json")))
    }

    /// Rule: a folder the photos cannot be written to (read-only) fails the export with exit 1,
    /// naming the photo's file, and leaves the folder as it was.
    func testAReadOnlyFolderIsLeftAsItWas() throws {
        let launcher = try unprivileged()
        try seed()
        let photos = path("photos")
        try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: photos + "/keep.txt"))
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: photos)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: photos) }
        let result = try corolla(["export", "--photos", photos], launcher: launcher)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "Error: cannot write the photo '\(photos)/a.jpg': permission denied\n")
        XCTAssertEqual(contents(photos), ["keep.txt": Data("keep".utf8)])
    }
}

import CorollaStore
import CorollaTestSupport
import Foundation
import XCTest
@testable import CorollaCLI

/// Arguments are bytes: a path that is not UTF-8 names exactly that file, any other value that is
/// not UTF-8 is a usage error naming the argument, and an empty path is refused.
final class ArgumentBytesTests: CatalogTestCase {
    /// Byte strings a command line can hold: valid UTF-8, and every way of not being it.
    static let samples: [[UInt8]] = [
        Array("garden.sqlite".utf8), Array("龟背竹 🌵".utf8), [0x63, 0xFF, 0x2E], [0xFE, 0xFF], [0x80], [0xC3], [0xC3, 0x28],
        [0xE2, 0x82], [0xF0, 0x9F, 0x8C], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x61, 0xE9, 0x62],
        [0xC3, 0xA9, 0xFF, 0xC3, 0xA9], [],
    ]

    /// Rule: every byte string survives the word form unchanged; UTF-8 text is its own word.
    func testWordsCarryEveryByte() {
        for bytes in Self.samples {
            let word = ArgumentBytes.word(bytes)
            XCTAssertEqual(ArgumentBytes.bytes(of: word), bytes, "\(bytes)")
            XCTAssertEqual(ArgumentBytes.isText(word), String(validating: bytes, as: UTF8.self) != nil, "\(bytes)")
            if let text = String(validating: bytes, as: UTF8.self) { XCTAssertEqual(word, text) }
        }
        XCTAssertEqual(ArgumentBytes.shown(ArgumentBytes.word([0x63, 0xFF, 0x1B, 0xC3, 0xA9])), "c\\xff\\eé")
        XCTAssertNil(ArgumentBytes.bytes(of: "a\u{0}b"), "a NUL that marks no byte")
    }

    /// Rule: a path's SQLite name is the path itself unless it is not UTF-8 or starts with `file:`,
    /// which SQLite would read as a URI; then a `file:` URI that decodes to the same bytes.
    func testSQLiteNames() {
        XCTAssertEqual(FilePath("/tmp/garden.sqlite").sqliteName, "/tmp/garden.sqlite")
        XCTAssertEqual(FilePath("rel/龟.sqlite").sqliteName, "rel/龟.sqlite")
        XCTAssertEqual(FilePath(bytes: Array("/tmp/c".utf8) + [0xFF]).sqliteName, "file:///tmp/c%FF")
        XCTAssertEqual(FilePath("file:x?mode=memory").sqliteName, "file:file%3Ax%3Fmode%3Dmemory")
        XCTAssertEqual(FilePath(bytes: Array("//host/".utf8) + [0xFF]).sqliteName, "file:////host/%FF", "no authority")
    }

    /// Runs `corolla arguments…` with `raw` (bytes given as `\ooo` octal escapes for `printf`)
    /// appended as one more argument, through a shell.
    private func corolla(_ arguments: [String], appending raw: String, directory: URL? = nil) throws -> CLIRunner.Output {
        try corolla(arguments, directory: directory, launcher: ["/bin/sh", "-c", "exec \"$0\" \"$@\" \"$(printf '\(raw)')\""])
    }

    /// Whether a file named by exactly these bytes exists in the test's folder.
    private func exists(_ name: [UInt8]) -> Bool {
        let path = (Array(folder.path.utf8) + [UInt8(ascii: "/")] + name + [0]).map { CChar(bitPattern: $0) }
        return access(path, F_OK) == 0
    }

    /// Rule: `COROLLA_DB` is taken as the bytes it holds too: a value that is not UTF-8 names that
    /// file, not one with U+FFFD in its name.
    func testTheEnvironmentsPathIsBytesToo() throws {
        let launcher = ["/bin/sh", "-c", "COROLLA_DB=\"$(printf 'e\\377.sqlite')\" exec \"$0\" \"$@\""]
        let created = try corolla(["init"], directory: folder, launcher: launcher)
        XCTAssertEqual(created.status, 0, created.stderr)
        XCTAssertEqual(created.stdout, "Created the catalog at e\\xff.sqlite (schema \(CatalogStore.latestSchemaVersion))\n")
        XCTAssertTrue(exists(Array("e".utf8) + [0xFF] + Array(".sqlite".utf8)))
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("e\u{FFFD}.sqlite")))
    }

    /// Rule: `--db $'c\xff.sqlite'` creates and reads the file named by those bytes, not
    /// `c\u{FFFD}.sqlite`; messages show the byte as `\xff`; `-o` and `import`'s file too.
    func testAPathThatIsNotUTF8NamesThatFile() throws {
        let created = try corolla(["init", "--db"], appending: "c\\377.sqlite", directory: folder)
        XCTAssertEqual(created.status, 0, created.stderr)
        XCTAssertEqual(created.stdout, "Created the catalog at c\\xff.sqlite (schema \(CatalogStore.latestSchemaVersion))\n")
        XCTAssertTrue(exists(Array("c".utf8) + [0xFF] + Array(".sqlite".utf8)))
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("c\u{FFFD}.sqlite")))
        XCTAssertEqual(try corolla(["plants", "add", "Fern", "-q", "--db"], appending: "c\\377.sqlite", directory: folder).status, 0)
        let listed = try corolla(["plants", "list", "--json", "--db"], appending: "c\\377.sqlite", directory: folder)
        XCTAssertEqual((try json(listed) as? [[String: Any]])?.count, 1)

        try succeed(["plants", "add", "Fig", "-q"])
        XCTAssertEqual(try corolla(["export", "-o"], appending: "out\\376.csv", directory: folder).status, 0)
        XCTAssertTrue(exists(Array("out".utf8) + [0xFE] + Array(".csv".utf8)))
        let imported = try corolla(["import", "--format", "csv"], appending: "out\\376.csv", directory: folder)
        XCTAssertEqual(imported.stdout, "Imported out\\xfe.csv: 0 inserted, 0 updated, 1 unchanged; 0 favorited\n")
        let missing = try corolla(["import", "--format", "csv"], appending: "no\\377.csv", directory: folder)
        XCTAssertEqual(missing.stderr, "Error: cannot read 'no\\xff.csv': no such file or directory\n")
    }

    /// Rule: a photo whose file name is not UTF-8 is read from the file those bytes name, by
    /// `plants photo` and `--photo`; a missing one is named with the byte as `\xff`.
    func testAPhotoNameThatIsNotUTF8NamesThatFile() throws {
        let photo = try Data(contentsOf: URL(fileURLWithPath: PhotoFixtures.transparentPNG))
        let name = (Array(folder.path.utf8) + Array("/p".utf8) + [0xFF] + Array(".png".utf8) + [0]).map { CChar(bitPattern: $0) }
        let descriptor = open(name, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        XCTAssertEqual(photo.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }, photo.count)
        close(descriptor)
        try succeed(["plants", "add", "Fern", "-q"])
        let stored = try corolla(["plants", "photo", "fern"], appending: "p\\377.png", directory: folder)
        XCTAssertEqual(stored.status, 0, stored.stderr)
        XCTAssertEqual(stored.stdout, "Stored a 64×32 px photo for Fern\n")
        let added = try corolla(["plants", "add", "Aloe", "-q", "--photo"], appending: "p\\377.png", directory: folder)
        XCTAssertEqual(added.status, 0, added.stderr)
        XCTAssertTrue(try succeed(["plants", "show", "aloe"]).stdout.contains("photo:        64×32 px PNG"))
        let missing = try corolla(["plants", "photo", "fern"], appending: "no\\377.png", directory: folder)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.hasPrefix("Error: cannot read photo 'no\\xff.png'"), missing.stderr)
    }

    /// Rule: a value that is not a path and not UTF-8 — a name, a kind, a plant reference, an
    /// option's name — is a usage error (exit 64) naming the argument and showing the byte.
    func testOtherValuesMustBeUTF8() throws {
        let cases: [([String], String)] = [
            (["plants", "add"], "Error: The value 'x\\xff' for '<name>' is not UTF-8 text (only a path may be other bytes)."),
            (["plants", "add", "Fern", "--kind"], "Error: The value 'x\\xff' for '--kind <kind>' is not UTF-8 text (only a path may be other bytes)."),
            (["plants", "show"], "Error: The value 'x\\xff' for '<plant>' is not UTF-8 text (only a path may be other bytes)."),
            (["plants", "list"], "Error: Unexpected argument 'x\\xff'."),
            (["plants"], "Error: Unknown subcommand 'x\\xff'."),
        ]
        for (arguments, message) in cases {
            let output = try corolla(arguments, appending: "x\\377")
            XCTAssertEqual(output.status, 64, arguments.joined(separator: " "))
            XCTAssertEqual(output.stderr.split(separator: "\n").first.map(String.init), message)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: database))
    }

    /// Rule: an empty path (`--db ''`, `-o ''`, `import ''`) is a usage error, not the default.
    func testAnEmptyPathIsAUsageError() throws {
        for (arguments, name) in [(["plants", "list", "--db", ""], "--db <path>"), (["export", "-o", ""], "--output <file>"), (["import", ""], "<file>")] {
            let output = try corolla(arguments)
            XCTAssertEqual(output.status, 64, arguments.joined(separator: " "))
            XCTAssertTrue(output.stderr.hasPrefix("Error: Invalid value '' for '\(name)': expected a path (not empty).\n"), output.stderr)
        }
    }

    /// Rule: a catalog path starting with `file:` names a file of that name (SQLite would read it
    /// as a URI and open another file, or memory).
    func testAPathStartingWithFileColonIsAFile() throws {
        let created = try corolla(["init", "-q", "--db", "file:x.sqlite?mode=memory"], directory: folder)
        XCTAssertEqual(created.status, 0, created.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("file:x.sqlite?mode=memory")))
        XCTAssertEqual(try corolla(["plants", "add", "Fern", "-q", "--db", "file:x.sqlite?mode=memory"], directory: folder).status, 0)
        let listed = try corolla(["plants", "list", "--json", "--db", "file:x.sqlite?mode=memory"], directory: folder)
        XCTAssertEqual((try json(listed) as? [[String: Any]])?.count, 1)
    }
}

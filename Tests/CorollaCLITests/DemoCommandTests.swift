import CorollaTestSupport
import Foundation
import XCTest

/// `corolla demo` into a temporary folder: the whole job on the embedded catalog.
final class DemoCommandTests: XCTestCase {
    func testDemoImportsPrintsFavoritesAndWritesEveryFormat() throws {
        let folder = try makeTemporaryFolder().url
        let output = try CLIRunner.run(["demo"], environment: ["NO_COLOR": "1"], directory: folder)
        XCTAssertEqual(output.status, 0, output.stderr)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "Imported the sample catalog: 64 inserted, 0 updated, 0 unchanged; 40 favorited")
        XCTAssertTrue(lines.contains { $0.hasPrefix("  40  40  string-of-pearls ") }, output.stdout)
        XCTAssertTrue(lines.contains { $0.contains("龟背竹") })
        XCTAssertTrue(lines.contains { $0.hasSuffix("needs water") })
        XCTAssertTrue(lines.contains { $0.hasPrefix("The grid at 390 points, cold: ") && $0.hasSuffix("(miss, 40 cards measured)") }, output.stdout)
        XCTAssertTrue(lines.contains { $0.contains("warm:") && $0.contains("(layout: hit reused=40 laidOut=0 · sizes: cached=0 measured=0 · ms=") }, output.stdout)
        let demo = folder.appendingPathComponent("corolla-demo")
        let files = try FileManager.default.contentsOfDirectory(atPath: demo.path).filter { !$0.hasPrefix("garden.sqlite") }.sorted()
        XCTAssertEqual(files, [".corolla-demo", "favorites-390.json", "favorites-390.pdf", "favorites-390.png", "favorites-390.svg", "favorites-834.png"])
        let png = try Data(contentsOf: demo.appendingPathComponent("favorites-834.png"))
        XCTAssertEqual(png[16..<20].reduce(0) { $0 << 8 | Int($1) }, 1668)
        XCTAssertTrue(lines.contains { $0.hasPrefix("  favorites-390.pdf ") && $0.contains("pages") })

        // The demo's catalog is an ordinary one; a second run starts afresh.
        let favorites = try CLIRunner.run(["favorites", "list", "--json", "--db", demo.appendingPathComponent("garden.sqlite").path])
        XCTAssertEqual((try JSONSerialization.jsonObject(with: Data(favorites.stdout.utf8)) as? [Any])?.count, 40)
        XCTAssertEqual(try CLIRunner.run(["demo", "--dir", demo.path, "-q"], directory: folder).status, 0)
    }

    /// Rule: the demo writes only into a new or empty folder or one an earlier demo made: a
    /// folder holding a catalog (a user's `~/.local/share/corolla`) or pictures of the same names
    /// is refused (exit 64) naming what would be replaced, and left byte for byte as it was;
    /// `--force` writes into it (without marking it as the demo's).
    func testDemoRefusesAFolderItDidNotMake() throws {
        let folder = try makeTemporaryFolder().url
        let catalog = folder.appendingPathComponent("garden.sqlite")
        let picture = folder.appendingPathComponent("favorites-390.png")
        XCTAssertEqual(try CLIRunner.run(["plants", "add", "Mine", "-q", "--db", catalog.path]).status, 0)
        try Data("my picture".utf8).write(to: picture)
        let before = try [catalog, picture].map { try Data(contentsOf: $0) }

        let refused = try CLIRunner.run(["demo", "--dir", folder.path, "-q"])
        XCTAssertEqual(refused.status, 64)
        XCTAssertEqual(
            refused.stderr.components(separatedBy: "\nUsage:").first,
            "Error: '\(folder.path)' is not a folder an earlier demo made (it has no .corolla-demo), and the demo would replace "
                + "garden.sqlite, favorites-390.png; name a new folder, or add --force to write into it anyway.")
        XCTAssertEqual(try [catalog, picture].map { try Data(contentsOf: $0) }, before)

        let other = folder.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: other.appendingPathComponent("todo.txt"))
        let unrelated = try CLIRunner.run(["demo", "--dir", other.path, "-q"])
        XCTAssertEqual(unrelated.status, 64)
        XCTAssertTrue(unrelated.stderr.contains("and it holds other files;"), unrelated.stderr)
        XCTAssertEqual(try CLIRunner.run(["demo", "--dir", other.appendingPathComponent("todo.txt").path, "-q"]).status, 64)

        XCTAssertEqual(try CLIRunner.run(["demo", "--dir", folder.path, "--force", "-q"]).status, 0)
        XCTAssertNotEqual(try Data(contentsOf: picture), before[1])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".corolla-demo").path))
        XCTAssertEqual(try CLIRunner.run(["demo", "--dir", folder.path, "-q"]).status, 64, "still not the demo's")

        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        XCTAssertEqual(try CLIRunner.run(["demo", "--dir", empty.path, "-q"]).status, 0)
        XCTAssertEqual(try CLIRunner.run(["demo", "--dir", empty.path, "-q"]).status, 0, "an earlier demo made it")
    }

    func testUnwritableFolderFailsWithStatusOne() throws {
        let file = try makeTemporaryFolder().url.appendingPathComponent("a-file")
        try Data().write(to: file)
        let output = try CLIRunner.run(["demo", "--dir", file.appendingPathComponent("sub").path])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.stderr.hasPrefix("Error: cannot create '"), output.stderr)
    }
}

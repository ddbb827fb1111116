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
        XCTAssertEqual(files, ["favorites-390.json", "favorites-390.pdf", "favorites-390.png", "favorites-390.svg", "favorites-834.png"])
        let png = try Data(contentsOf: demo.appendingPathComponent("favorites-834.png"))
        XCTAssertEqual(png[16..<20].reduce(0) { $0 << 8 | Int($1) }, 1668)
        XCTAssertTrue(lines.contains { $0.hasPrefix("  favorites-390.pdf ") && $0.contains("pages") })

        // The demo's catalog is an ordinary one; a second run starts afresh.
        let favorites = try CLIRunner.run(["favorites", "list", "--json", "--db", demo.appendingPathComponent("garden.sqlite").path])
        XCTAssertEqual((try JSONSerialization.jsonObject(with: Data(favorites.stdout.utf8)) as? [Any])?.count, 40)
        XCTAssertEqual(try CLIRunner.run(["demo", "--dir", demo.path, "-q"], directory: folder).status, 0)
    }

    func testUnwritableFolderFailsWithStatusOne() throws {
        let file = try makeTemporaryFolder().url.appendingPathComponent("a-file")
        try Data().write(to: file)
        let output = try CLIRunner.run(["demo", "--dir", file.appendingPathComponent("sub").path])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.stderr.hasPrefix("Error: cannot create '"), output.stderr)
    }
}

import Foundation
import XCTest

/// `corolla demo` into a temporary folder.
final class DemoCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("corolla-demo-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testDemoWritesEachLayoutAtBothWidthsAndSummarises() throws {
        let output = try CLIRunner.run(["demo", "--dir", folder.appendingPathComponent("out").path])
        XCTAssertEqual(output.status, 0, output.stderr)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "Laid out 40 sample cards in 2 sections at scale 2:")
        XCTAssertTrue(lines.contains { $0.hasPrefix("  waterfall  390×844   2 columns  content 390×") && $0.hasSuffix("40 items") })
        XCTAssertTrue(lines.contains { $0.hasPrefix("  grid       834×1194  4 columns  content 834×") })
        XCTAssertTrue(lines.contains("  fan        390×844   arc        content 390×844    40 items"))
        XCTAssertEqual(lines.last, "Wrote 20 files to \(folder.appendingPathComponent("out").path)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted()
        XCTAssertEqual(files.count, 20)
        XCTAssertTrue(files.contains("grid-834.request.json"))
    }

    func testDemoResultsEqualCorollaLayoutOnTheWrittenRequests() throws {
        XCTAssertEqual(try CLIRunner.run(["demo", "--dir", folder.path]).status, 0)
        for name in ["waterfall-390", "grid-834", "fan-390"] {
            let request = folder.appendingPathComponent("\(name).request.json").path
            let again = try CLIRunner.run(["layout", "--input", request, "--pretty"])
            XCTAssertEqual(again.status, 0, again.stderr)
            let written = try String(contentsOf: folder.appendingPathComponent("\(name).json"), encoding: .utf8)
            XCTAssertEqual(again.stdout, written, name)
        }
    }

    func testDemoDefaultsToCorollaDemoInTheWorkingDirectory() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let output = try CLIRunner.run(["demo"], directory: folder)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("corolla-demo/fan-834.json").path))
    }

    func testUnwritableFolderFailsWithStatusOne() throws {
        try Data().write(to: folder)
        let output = try CLIRunner.run(["demo", "--dir", folder.appendingPathComponent("sub").path])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.stderr.hasPrefix("Error: cannot create '"), output.stderr)
    }
}

import Foundation
import XCTest

/// With `--json`, a failure is one JSON object on standard error — `{"error", "kind", "exit"}`, and
/// an import's problems — whose `exit` is the process's status; and only `ExitCode.swift` turns a
/// failure's kind into a status.
final class JSONErrorTests: CatalogTestCase {
    /// The JSON object a run that must exit `status` prints on standard error.
    private func jsonError(_ arguments: [String], status: Int32, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let stderr = try fail(arguments, status: status, file: file, line: line)
        let object = try JSONSerialization.jsonObject(with: Data(stderr.utf8)) as? [String: Any]
        XCTAssertEqual(object?["exit"] as? Int, Int(status), stderr, file: file, line: line)
        XCTAssertEqual(stderr.filter { $0 == "\n" }.count, 1, "one line: \(stderr)", file: file, line: line)
        return object ?? [:]
    }

    func testUsageErrorIsJSON() throws {
        let error = try jsonError(["plants", "list", "--json", "--bogus"], status: 64)
        XCTAssertEqual(error["kind"] as? String, "usage")
        XCTAssertTrue((error["error"] as? String)?.contains("--bogus") == true, "\(error)")
    }

    func testPlantNotFoundIsJSON() throws {
        try succeed(["plants", "add", "Aloe vera"])
        let error = try jsonError(["plants", "show", "nothing-like-it", "--json"], status: 65)
        XCTAssertEqual(error["kind"] as? String, "not_found")
        XCTAssertTrue((error["error"] as? String)?.hasPrefix("no plant has") == true, "\(error)")
    }

    /// An import's problems come as a list naming file, line and field, with their count.
    func testBadImportIsJSONWithItsProblems() throws {
        let file = path("bad.csv")
        try Data("name,water_every_days\nFern,often\n,3\n".utf8).write(to: URL(fileURLWithPath: file))
        let output = try corolla(["import", file, "--json"])
        XCTAssertEqual(output.status, 65, output.stderr)
        let error = try JSONSerialization.jsonObject(with: Data(output.stderr.utf8)) as? [String: Any]
        XCTAssertEqual(error?["kind"] as? String, "bad_input")
        XCTAssertEqual(error?["exit"] as? Int, 65)
        let problems = error?["problems"] as? [[String: Any]] ?? []
        XCTAssertEqual(problems.map { $0["line"] as? Int }, [2, 3], output.stderr)
        XCTAssertEqual(problems.first?["file"] as? String, file)
        XCTAssertEqual(problems.first?["field"] as? String, "water_every_days")
        XCTAssertEqual(error?["problem_count"] as? Int, 2)
    }

    /// A conflict (a key another plant has) is exit 1, its kind named.
    func testConflictIsJSON() throws {
        try succeed(["plants", "add", "Fern", "--key", "fern"])
        let error = try jsonError(["plants", "add", "Other", "--key", "fern", "--json"], status: 1)
        XCTAssertEqual(error["kind"] as? String, "conflict")
    }

    /// Without `--json`, the same failures stay `Error: …` lines.
    func testWithoutJSONErrorsStayText() throws {
        try succeed(["plants", "add", "Aloe vera"])
        XCTAssertEqual(try fail(["plants", "show", "nothing"], status: 65), "Error: no plant has key or name nothing\n")
    }

    /// Rule: only `Support/ExitCode.swift` names an exit status a failure gets; every other file of
    /// the CLI gives a kind.
    func testOnlyOneFileDecidesAnExitStatus() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/CorollaCLI")
        let decisions = try NSRegularExpression(pattern: #"\.dataError\b|ExitCode\.(usage|failure)\b|return \.(usage|failure)\b|exitCode|exit\("#)
        var deciding: [String] = []
        for case let url as URL in FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
        where url.pathExtension == "swift" && url.lastPathComponent != "ExitCode.swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                let line = String(line)
                guard line.contains("ExitCode") || line.contains("exit") else { continue }
                if decisions.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                    deciding.append("\(url.lastPathComponent): \(line)")
                }
            }
        }
        XCTAssertEqual(deciding, [])
    }
}

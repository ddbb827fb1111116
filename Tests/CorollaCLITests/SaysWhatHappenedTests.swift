import Foundation
import XCTest

/// The command line says what happened (issue 38): watering a day already recorded says so and
/// adds nothing; `plants remove` asks on a terminal and takes `--yes` in a script; `plants show`
/// says a favorite's place in words that match the JSON's position. The transcript is pinned in
/// `Golden/says-what-happened.txt`.
final class SaysWhatHappenedTests: CatalogTestCase {
    /// A line of the transcript: the command, where its input came from, its exit status and
    /// what it wrote (standard error, where a question is asked, then standard output).
    @discardableResult
    private func record(_ arguments: [String], typed: String? = nil, into transcript: inout String) throws -> CLIRunner.Output {
        let output = try corolla(arguments, input: typed ?? "", terminals: typed == nil ? [] : .standardInput)
        let at = typed.map { " (on a terminal, typing \($0.debugDescription))" } ?? ""
        let written = output.stderr + output.stdout
        transcript += "$ corolla \(arguments.joined(separator: " "))\(at)\nexit \(output.status)\n\(written)\(written.hasSuffix("\n") || written.isEmpty ? "" : "\n")"
        return output
    }

    /// The day `days` after today, as the tool prints it (its local date).
    private func day(after days: Int) throws -> String {
        let date = try XCTUnwrap(Calendar.current.date(byAdding: .day, value: days, to: Date()))
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    /// Rule: each command's words, statuses and effects, as pinned; a day watered twice is one
    /// watering in the history; a refused or declined removal removes nothing, a confirmed one
    /// removes the plant.
    func testTheCommandsSayWhatHappened() throws {
        for name in ["Aloe vera", "Fern", "Pilea", "Monstera"] { try succeed(["plants", "add", name, "-q"]) }
        try succeed(["favorites", "add", "monstera", "fern", "aloe-vera", "-q"])
        var transcript = ""
        try record(["plants", "water", "aloe-vera", "--on", "2026-12-01"], into: &transcript)
        try record(["plants", "water", "aloe-vera", "fern", "--on", "2026-12-01"], into: &transcript)
        try record(["plants", "water", "fern"], into: &transcript)
        try record(["plants", "water", "fern", "-q"], into: &transcript)
        try record(["plants", "water", "fern"], into: &transcript)
        let history = try json(try succeed(["plants", "show", "fern", "--json"])) as? [String: Any]
        XCTAssertEqual(history?["watering_count"] as? Int, 2, "2026-12-01 and today, once each")

        for plant in ["aloe-vera", "pilea"] {
            let output = try succeed(["plants", "show", plant])
            transcript += "$ corolla plants show \(plant) | grep favorite:\n"
            transcript += output.stdout.split(separator: "\n").filter { $0.hasPrefix("favorite:") }.map { $0 + "\n" }.joined()
            let shown = try json(try succeed(["plants", "show", plant, "--json"])) as? [String: Any]
            transcript += "$ corolla plants show \(plant) --json | grep position\n\"position\": \((shown?["position"] as? Int).map(String.init) ?? "null")\n"
        }

        try record(["plants", "remove", "pilea"], into: &transcript)
        try record(["plants", "remove", "pilea"], typed: "n\n", into: &transcript)
        try succeed(["plants", "show", "pilea", "-q"])
        try record(["plants", "remove", "pilea"], typed: "yes\n", into: &transcript)
        try record(["plants", "remove", "fern", "--yes"], into: &transcript)
        try fail(["plants", "show", "pilea"], status: 65)
        try fail(["plants", "show", "fern"], status: 65)

        let expected = try GoldenOutputTests.expected("says-what-happened.txt")
            .replacingOccurrences(of: "{today+7}", with: try day(after: 7)).replacingOccurrences(of: "{today}", with: try day(after: 0))
        XCTAssertEqual(transcript, expected)
    }

    /// Rule: English ordinals for the favorite's place, as `plants show` says it.
    func testOrdinals() throws {
        try succeed(["plants", "add", "Fern", "-q"])
        try succeed(["favorites", "add", "fern", "-q"])
        XCTAssertTrue(try succeed(["plants", "show", "fern"]).stdout.contains("favorite:     yes, 1st of 1\n"))
    }
}

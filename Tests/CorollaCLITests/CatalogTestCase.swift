import CorollaTestSupport
import Foundation
import XCTest

@testable import CorollaStore

/// A test of catalog commands: a fresh temporary folder per test and a catalog path in it, passed
/// to every run as `COROLLA_DB` (so nothing touches the user's catalog), with `NO_COLOR` set.
class CatalogTestCase: XCTestCase {
    var folder: URL!

    /// The catalog file of the test.
    var database: String { folder.appendingPathComponent("garden.sqlite").path }

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder().url
    }

    /// The path of `name` in the test's folder.
    func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    /// What every run of the test gets: its catalog, and no colour.
    var environment: [String: String] { ["COROLLA_DB": database, "NO_COLOR": "1"] }

    /// Runs `corolla arguments…` on the test's catalog (in `directory`, through `launcher`, when given),
    /// with the outputs in `terminals` on a pseudo-terminal and `NO_COLOR` set to `noColor` (nil: unset).
    func corolla(
        _ arguments: [String], input: String = "", directory: URL? = nil, launcher: [String] = [],
        terminals: CLIRunner.Terminals = [], noColor: String? = "1"
    ) throws -> CLIRunner.Output {
        var environment = environment
        environment["NO_COLOR"] = noColor
        return try CLIRunner.run(
            arguments, input: input, environment: environment, directory: directory, launcher: launcher, terminals: terminals)
    }

    /// The XXH3-128 of the file at `path` (the catalog by default), in hexadecimal.
    func digest(of path: String? = nil) throws -> String {
        ContentHash(of: try Data(contentsOf: URL(fileURLWithPath: path ?? database))).description
    }

    /// The launcher that runs a command as a user who may not write what the test (root, in CI
    /// containers) made: `setpriv` to `nobody` as root; nothing otherwise, where file modes are enough.
    func unprivileged() throws -> [String] {
        guard getuid() == 0 else { return [] }
        let setpriv = "/usr/bin/setpriv"
        guard FileManager.default.isExecutableFile(atPath: setpriv) else { throw XCTSkip("root without \(setpriv)") }
        return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
    }

    /// Runs `corolla arguments…` and fails the test unless it exits 0.
    @discardableResult
    func succeed(_ arguments: [String], input: String = "", file: StaticString = #filePath, line: UInt = #line) throws -> CLIRunner.Output {
        let output = try corolla(arguments, input: input)
        XCTAssertEqual(output.status, 0, "corolla \(arguments.joined(separator: " ")): \(output.stderr)", file: file, line: line)
        return output
    }

    /// Runs `corolla arguments…`, expects `status`, and returns standard error.
    @discardableResult
    func fail(_ arguments: [String], status: Int32, input: String = "", file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let output = try corolla(arguments, input: input)
        XCTAssertEqual(output.status, status, "corolla \(arguments.joined(separator: " ")): \(output.stderr)", file: file, line: line)
        return output.stderr
    }

    /// The line an error prints on standard error: `Error: message`, or with `--json` the error as
    /// one JSON object (`{"error", "kind", "exit"}`).
    func errorLine(_ message: String, kind: String, exit: Int32, json: Bool) -> String {
        guard json else { return "Error: " + message }
        let escaped = message.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "{\"error\":\"\(escaped)\",\"kind\":\"\(kind)\",\"exit\":\(exit)}"
    }

    /// Parses a command's JSON output.
    func json(_ output: CLIRunner.Output, file: StaticString = #filePath, line: UInt = #line) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(output.stdout.utf8))
    }

    /// Imports `text` as a file named `name` into the test's catalog.
    @discardableResult
    func importFile(_ name: String, _ text: String, _ arguments: [String] = []) throws -> CLIRunner.Output {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
        return try corolla(["import", path(name)] + arguments)
    }

    /// Adds plants named `names` and makes them favorites, in order.
    func addFavorites(_ names: [String]) throws {
        for name in names { try succeed(["plants", "add", name, "--kind", "foliage", "--notes", "Notes of \(name).", "-q"]) }
        try succeed(["favorites", "add"] + names.map { $0.lowercased().replacingOccurrences(of: " ", with: "-") })
    }
}

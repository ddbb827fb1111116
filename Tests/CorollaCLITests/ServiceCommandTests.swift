import CorollaTestSupport
import Foundation
import XCTest

/// `corolla service install|status|uninstall`: the systemd user unit that keeps `corolla serve`
/// running. The tests run with no systemd user session (`$XDG_RUNTIME_DIR` an empty folder) and
/// their own `$HOME` and `$XDG_CONFIG_HOME`, so nothing of the machine's is touched.
final class ServiceCommandTests: CatalogTestCase {
    /// The folder `$XDG_CONFIG_HOME` names, where the unit would be written.
    private var config: String { path("config") }
    /// Where the unit would be.
    private var unitFile: String { config + "/systemd/user/corolla.service" }

    /// Runs `corolla arguments…` with no systemd user session and the test's own home and config.
    private func service(_ arguments: [String]) throws -> CLIRunner.Output {
        let runtime = path("runtime")
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
        return try CLIRunner.run(
            ["service"] + arguments,
            environment: ["HOME": path("home"), "XDG_CONFIG_HOME": config, "XDG_RUNTIME_DIR": runtime, "NO_COLOR": "1", "COROLLA_DB": database])
    }

    /// Rule: with no systemd user session, `service install` says so (exit 1), installs nothing,
    /// and prints the unit: this corolla's `serve` of the catalog's absolute path (quoted for
    /// systemd: a space, `%` and `$` in it), the host and port asked, `Restart=on-failure`,
    /// started with the user's manager. `systemd-analyze verify` passes it where it is installed.
    func testWithoutASessionTheUnitIsPrintedAndNothingInstalled() throws {
        let folder = path("a garden 100% $HOME")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let catalog = folder + "/g.sqlite"
        try succeed(["plants", "add", "Fern", "--db", catalog])
        let output = try service(["install", "--db", catalog, "--host", "0.0.0.0", "--port", "8391"])
        XCTAssertEqual(output.status, 1, output.stderr)
        XCTAssertTrue(output.stderr.contains("no systemd user session is running here (no user manager in"), output.stderr)
        XCTAssertTrue(output.stderr.contains("nothing was installed") && output.stderr.contains(unitFile), output.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: unitFile), "nothing is written")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        let start = try XCTUnwrap(lines.first { $0.hasPrefix("ExecStart=") })
        XCTAssertTrue(start.hasPrefix("ExecStart=\"/"), start)
        XCTAssertTrue(start.hasSuffix("/corolla\" serve --db \"\(folder.replacingOccurrences(of: "%", with: "%%").replacingOccurrences(of: "$", with: "$$"))/g.sqlite\" --host 0.0.0.0 --port 8391"), start)
        for line in ["Restart=on-failure", "WantedBy=default.target", "[Service]", "[Install]"] {
            XCTAssertTrue(lines.contains(line), "\(line): \(output.stdout)")
        }
        let analyze = "/usr/bin/systemd-analyze"
        guard FileManager.default.isExecutableFile(atPath: analyze) else { return }
        let saved = path("corolla.service")
        try Data(output.stdout.utf8).write(to: URL(fileURLWithPath: saved))
        let verified = try Subprocess.run(URL(fileURLWithPath: analyze), ["verify", saved])
        XCTAssertEqual(verified.status, 0, verified.errors)
        let broken = path("broken.service")
        try Data(output.stdout.replacingOccurrences(of: start, with: "ExecStart=/nonexistent/corolla").utf8).write(to: URL(fileURLWithPath: broken))
        XCTAssertNotEqual(try Subprocess.run(URL(fileURLWithPath: analyze), ["verify", broken]).status, 0, "the check can fail")
    }

    /// Rule: `service install` of a catalog that is not there is refused (exit 1), printing no
    /// unit; a host or port `serve` would refuse is a usage error (exit 64).
    func testInstallNeedsACatalogAndServesOptions() throws {
        let missing = try service(["install", "--db", path("none.sqlite")])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("no catalog at"), missing.stderr)
        XCTAssertEqual(missing.stdout, "")
        XCTAssertEqual(try service(["install", "--port", "70000"]).status, 64)
        XCTAssertEqual(try service(["install", "--host", "garden.local"]).status, 64)
    }

    /// Rule: `service status` and `service uninstall` with no unit say it is not installed (exit
    /// 0); with a unit but no session, status shows what it runs and that its state is unknown, and
    /// uninstall removes the unit, saying nothing ran under it.
    func testStatusAndUninstall() throws {
        let none = try service(["status"])
        XCTAssertEqual(none.status, 0, none.stderr)
        XCTAssertTrue(none.stdout.hasPrefix("Not installed (no \(unitFile))"), none.stdout)
        let noneJSON = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try service(["status", "--json"]).stdout.utf8)) as? [String: Any])
        XCTAssertEqual(noneJSON["installed"] as? Bool, false)
        XCTAssertEqual(noneJSON["session"] as? Bool, false)
        XCTAssertTrue(try service(["uninstall"]).stdout.contains("nothing to remove"))

        try succeed(["plants", "add", "Fern"])
        let unit = try service(["install"]).stdout
        try FileManager.default.createDirectory(atPath: config + "/systemd/user", withIntermediateDirectories: true)
        try Data(unit.utf8).write(to: URL(fileURLWithPath: unitFile))
        let shown = try service(["status"])
        XCTAssertTrue(shown.stdout.contains("Unit:   \(unitFile)\n"), shown.stdout)
        XCTAssertTrue(shown.stdout.contains("serve --db \"\(database)\" --host 127.0.0.1 --port 8390"), shown.stdout)
        XCTAssertTrue(shown.stdout.contains("State:  unknown: no systemd user session is running here"), shown.stdout)
        let removed = try service(["uninstall"])
        XCTAssertEqual(removed.status, 0, removed.stderr)
        XCTAssertTrue(removed.stdout.hasPrefix("Removed \(unitFile)"), removed.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: unitFile))
        XCTAssertTrue(FileManager.default.fileExists(atPath: database), "the catalog is left as it is")
    }
}

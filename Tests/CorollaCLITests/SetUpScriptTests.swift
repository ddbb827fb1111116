import CorollaTestSupport
import Foundation
import XCTest

/// The set-up scripts under bin/, run from the source tree on a machine where nothing is installed
/// yet: `dpkg-query` finds no package and `id -u` is not root, so each script prints the apt-get line
/// it needs (and stops) instead of installing.
final class SetUpScriptTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let runtimePackages = ["libsqlite3-dev", "libpango1.0-dev", "libmicrohttpd-dev", "fonts-wqy-microhei"]
    static let testPackages = ["chromium", "chromium-driver", "python3-selenium", "python3-icalendar", "libsimdjson-dev"]

    /// A folder of stand-ins for `dpkg-query` (nothing installed) and `id` (not root), for PATH.
    func freshMachine() throws -> String {
        let folder = try makeTemporaryFolder()
        for (name, script) in [("dpkg-query", "exit 1"), ("id", "echo 1000")] {
            let path = folder.path(name)
            try Data("#!/bin/sh\n\(script)\n".utf8).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
        return folder.url.path
    }

    /// What `bin/SCRIPT arguments` asks to install on a fresh machine.
    func packagesAsked(by script: String, _ arguments: [String] = []) throws -> [String] {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = try freshMachine() + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let run = try Subprocess.run(Self.root.appendingPathComponent("bin/\(script)"), arguments, environment: environment)
        XCTAssertEqual(run.status, 1, run.errors)
        guard let line = run.errors.split(separator: "\n").first(where: { $0.contains("sudo apt-get install -y") }) else {
            XCTFail("bin/\(script) printed no apt-get line: \(run.errors)")
            return []
        }
        return line.split(separator: " ").dropFirst(4).map(String.init)
    }

    func testCorollaAsksForWhatRunningNeedsAndNoBrowser() throws {
        let asked = try packagesAsked(by: "corolla", ["demo"])
        for package in Self.runtimePackages { XCTAssertTrue(asked.contains(package), package) }
        for package in Self.testPackages { XCTAssertFalse(asked.contains(package), package) }
    }

    func testTestAsksForTheTestsPackagesToo() throws {
        let asked = try packagesAsked(by: "test")
        for package in Self.runtimePackages + Self.testPackages { XCTAssertTrue(asked.contains(package), package) }
    }
}

import CorollaTestSupport
import Foundation
import XCTest

/// The set-up scripts under bin/, run from the source tree: what `bin/corolla` and `bin/test` ask to
/// install on a machine where nothing is (`dpkg-query` finds no package and `id -u` is not root, so
/// each prints the apt-get line it needs and stops), and `bin/install` into temporary folders, with
/// the built binary (`--binary`) rather than a release build.
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

    /// Runs `bin/install arguments` with the built corolla and `environment` added, and checks it exits 0.
    @discardableResult
    func install(_ arguments: [String], environment added: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        var environment = ProcessInfo.processInfo.environment.merging(added) { $1 }
        environment["XDG_DATA_HOME"] = added["XDG_DATA_HOME"]
        environment["XDG_CONFIG_HOME"] = added["XDG_CONFIG_HOME"]
        environment["BASH_COMPLETION_USER_DIR"] = nil
        let run = try Subprocess.run(
            Self.root.appendingPathComponent("bin/install"), arguments + ["--binary", CLIRunner.executable.path], environment: environment)
        XCTAssertEqual(run.status, 0, run.errors, file: file, line: line)
        return run.outputText
    }

    /// The files `bin/install` puts under `home` (as `HOME`) or `prefix`, relative to it.
    static let userFiles = [".local/bin/corolla", ".local/share/bash-completion/completions/corolla", ".local/share/zsh/site-functions/_corolla", ".config/fish/completions/corolla.fish"]
    static let prefixFiles = ["bin/corolla", "share/bash-completion/completions/corolla", "share/zsh/site-functions/_corolla", "share/fish/vendor_completions.d/corolla.fish"]

    /// Checks the four files under `folder`: the binary, runnable, and the completion scripts it writes.
    func checkInstalled(_ files: [String], in folder: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let paths = files.map { folder.appendingPathComponent($0) }
        let binary = paths[0]
        XCTAssertEqual(try Data(contentsOf: binary), try Data(contentsOf: CLIRunner.executable), file: file, line: line)
        XCTAssertEqual(try CLIRunner.run(["completions", "zsh"]).stdout, try String(contentsOf: paths[2], encoding: .utf8), file: file, line: line)
        XCTAssertEqual(try CLIRunner.run(["completions", "fish"]).stdout, try String(contentsOf: paths[3], encoding: .utf8), file: file, line: line)
        let version = try Subprocess.run(binary, ["--version"])
        XCTAssertEqual(version.outputText, "0.1.0\n", file: file, line: line)
        // The bash script, loaded as bash-completion would, completes corolla's subcommands.
        let bash = try Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["bash", "--norc", "-c", "source \"$1\"; COMP_WORDS=(corolla pla); COMP_CWORD=1; _corolla; echo \"${COMPREPLY[@]}\"", "bash", paths[1].path])
        XCTAssertEqual(bash.outputText, "plants\n", bash.errors, file: file, line: line)
    }

    func testInstallUnderAPrefixAndUninstall() throws {
        let prefix = try makeTemporaryFolder().url
        let neighbour = prefix.appendingPathComponent("bin/other")
        try FileManager.default.createDirectory(at: neighbour.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: neighbour)
        let said = try install(["--prefix", prefix.path])
        try checkInstalled(Self.prefixFiles, in: prefix)
        XCTAssertTrue(said.contains("Remove it with: bin/install --uninstall --prefix \(prefix.path)"), said)
        XCTAssertTrue(said.contains("\(prefix.path)/bin is not on your PATH"), said)
        try install(["--prefix", prefix.path, "--uninstall"])
        for path in Self.prefixFiles { XCTAssertFalse(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path), path) }
        XCTAssertEqual(try Data(contentsOf: neighbour), Data("mine".utf8), "uninstall removes only what install put")
    }

    func testInstallForAUserAndUninstall() throws {
        let home = try makeTemporaryFolder().url
        // Not root: the user's folders, as without --user.
        let said = try install([], environment: ["HOME": home.path, "PATH": try freshMachine() + ":" + home.path + "/.local/bin:/usr/bin:/bin"])
        try checkInstalled(Self.userFiles, in: home)
        XCTAssertFalse(said.contains("not on your PATH"), said)
        XCTAssertTrue(said.contains("Remove it with: bin/install --uninstall --user"), said)
        try install(["--user", "--uninstall"], environment: ["HOME": home.path])
        for path in Self.userFiles { XCTAssertFalse(FileManager.default.fileExists(atPath: home.appendingPathComponent(path).path), path) }
    }

    func testInstallRefusesWhatItDoesNotKnow() throws {
        let run = try Subprocess.run(Self.root.appendingPathComponent("bin/install"), ["--prefx", "/tmp/x"])
        XCTAssertEqual(run.status, 64)
        XCTAssertTrue(run.errors.hasPrefix("bin/install: unknown option '--prefx'\nusage: bin/install "), run.errors)
    }
}

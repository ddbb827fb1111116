import CorollaService
import CorollaTestSupport
import Foundation
import XCTest

/// `corolla serve` running as its own process, on an ephemeral port.
final class ServeProcess {
    let process = Process()
    /// The address the command printed.
    let url: String
    let port: UInt16
    private let errors = Pipe()
    private let output: Pipe
    /// What the command printed on standard output so far.
    private(set) var printed: String

    /// The `corolla` binary in the build folder (beside the test bundle on Linux).
    static var executable: URL {
        let bundle = Bundle(for: ServeProcess.self).bundleURL
        let candidates = [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("corolla") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[1]
    }

    /// Starts `corolla serve --db PATH --port 0 arguments…` (through `launcher`, a command that
    /// runs its arguments, when given; with `environment` added to this process's) and waits for
    /// the address it prints.
    init(database: String, arguments: [String] = [], launcher: [String] = [], environment: [String: String] = [:]) throws {
        let output = Pipe()
        let command = launcher + [Self.executable.path, "serve", "--db", database, "--port", "0"] + arguments
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        self.output = output
        // Read to the end of the first line that has an address.
        var line = Data()
        while !(line.firstRange(of: Data("http://".utf8)).map { line[$0.upperBound...].contains(UInt8(ascii: "\n")) } ?? false) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw HTTPClient.ClientError("corolla serve printed no address") }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self)
        printed = text
        guard let start = text.range(of: "http://")?.lowerBound else { throw HTTPClient.ClientError("no address in \(text)") }
        url = String(text[start...].prefix { !$0.isWhitespace })
        guard let portText = url.split(separator: ":").last?.prefix(while: \.isNumber), let port = UInt16(portText) else {
            throw HTTPClient.ClientError("no port in \(url)")
        }
        self.port = port
    }

    /// What the command printed on standard output, read until it contains `marker`.
    ///
    /// - Throws: when the output ends before `marker`.
    func read(until marker: String) throws -> String {
        while !printed.contains(marker) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw HTTPClient.ClientError("corolla serve printed no '\(marker)': \(printed)") }
            printed += String(decoding: chunk, as: UTF8.self)
        }
        return printed
    }

    /// Sends `signal` and waits (up to 20 s) for the exit: its status and standard error.
    func stop(_ signal: Int32 = SIGTERM) -> (status: Int32, stderr: String) {
        kill(process.processIdentifier, signal)
        let deadline = Date(timeIntervalSinceNow: 20)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            process.terminate()
            return (-1, "did not exit")
        }
        return (process.terminationStatus, String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    deinit {
        if process.isRunning { process.terminate() }
    }
}

final class ServeCommandTests: ServerTestCase {
    /// Rule: `corolla serve` serves until SIGTERM or SIGINT, then ends its event streams, closes the
    /// catalog and exits 0; the page and the API answer meanwhile.
    func testServeAnswersAndStopsCleanlyOnEachSignal() throws {
        let path = try makeCatalog(plants: 6, favorites: 6)
        for signal in [SIGTERM, SIGINT] {
            let server = try ServeProcess(database: path)
            let client = HTTPClient(port: server.port)
            XCTAssertEqual(server.url, "http://127.0.0.1:\(server.port)/")
            XCTAssertTrue(try client.get("/").text.contains("id=\"surface\""))
            XCTAssertEqual(try client.get("/api/grid?width=390").status, 200)
            var reader = try client.openEvents()
            defer { close(reader.socket) }
            _ = try reader.read(until: "event: revision")
            let (status, stderr) = server.stop(signal)
            XCTAssertEqual(status, 0, stderr)
            XCTAssertTrue(stderr.contains("note: stopped"), stderr)
            XCTAssertNil(try? client.get("/"), "nothing listens any more")
        }
        XCTAssertEqual(try CatalogService(path: path).machinery.quickCheck(), nil)
    }

    /// Rule: a bad `--host` is a usage error (64) and a port in use a failure (1), both before
    /// anything is served.
    func testBadHostAndBusyPortAreRefused() throws {
        let path = try makeCatalog(plants: 1, favorites: 1)
        let bad = Process()
        bad.executableURL = ServeProcess.executable
        bad.arguments = ["serve", "--db", path, "--host", "example.com"]
        bad.standardError = Pipe()
        try bad.run()
        bad.waitUntilExit()
        XCTAssertEqual(bad.terminationStatus, 64)
        let first = try ServeProcess(database: path)
        let second = Process()
        second.executableURL = ServeProcess.executable
        second.arguments = ["serve", "--db", path, "--port", String(first.port)]
        let errors = Pipe()
        second.standardError = errors
        second.standardOutput = Pipe()
        try second.run()
        second.waitUntilExit()
        XCTAssertEqual(second.terminationStatus, 1)
        XCTAssertTrue(String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).contains("cannot listen on 127.0.0.1:\(first.port)"))
        XCTAssertEqual(first.stop().status, 0)
    }

    /// Rule: `serve` on a catalog it cannot write (an immutable file, which even root cannot
    /// write; a read-only file otherwise) says so at start and serves read-only: the page hides
    /// its write controls and a write answers 403 "the catalog is read-only".
    func testCatalogThatCannotBeWrittenIsServedReadOnly() throws {
        let path = try makeCatalog(plants: 4, favorites: 2)
        if getuid() == 0 {
            guard (try? Subprocess.run(URL(fileURLWithPath: "/usr/bin/chattr"), ["+i", path]))?.status == 0 else {
                throw XCTSkip("chattr +i is not possible here")
            }
            addTeardownBlock { _ = try? Subprocess.run(URL(fileURLWithPath: "/usr/bin/chattr"), ["-i", path]) }
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        }
        let before = try revision(path)
        let server = try ServeProcess(database: path)
        let client = HTTPClient(port: server.port)
        XCTAssertTrue(try client.get("/").text.contains("name=\"corolla-read-only\" content=\"true\""))
        let response = try client.send("POST", self.addressed("/api/plants/plant-1/water", in: path), headers: try writeHeaders(client))
        XCTAssertEqual(response.status, 403)
        XCTAssertEqual(try response.json()["error"] as? String, "the catalog is read-only")
        let (status, stderr) = server.stop()
        XCTAssertEqual(status, 0)
        let reason = getuid() == 0 ? "the file is immutable" : "the file is read-only"
        XCTAssertTrue(stderr.contains("note: the catalog cannot be written (\(reason)): serving it read-only"), stderr)
        XCTAssertEqual(try revision(path), before)
    }
}

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

    /// The `corolla` binary in the build folder (beside the test bundle on Linux).
    static var executable: URL {
        let bundle = Bundle(for: ServeProcess.self).bundleURL
        let candidates = [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("corolla") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[1]
    }

    /// Starts `corolla serve --db PATH --port 0 arguments…` (with `environment` added to this
    /// process's) and waits for the address it prints.
    init(database: String, arguments: [String] = [], environment: [String: String] = [:]) throws {
        let output = Pipe()
        process.executableURL = Self.executable
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        process.arguments = ["serve", "--db", database, "--port", "0"] + arguments
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw HTTPClient.ClientError("corolla serve printed no address") }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let start = text.range(of: "http://")?.lowerBound else { throw HTTPClient.ClientError("no address in \(text)") }
        url = String(text[start...].prefix { !$0.isWhitespace })
        guard let portText = url.split(separator: ":").last?.prefix(while: \.isNumber), let port = UInt16(portText) else {
            throw HTTPClient.ClientError("no port in \(url)")
        }
        self.port = port
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
            XCTAssertTrue(try client.get("/").text.contains("<main id=\"surface\""))
            XCTAssertEqual(try client.get("/api/grid?width=390").status, 200)
            var reader = try client.openEvents()
            defer { close(reader.socket) }
            _ = try reader.read(until: "event: revision")
            let (status, stderr) = server.stop(signal)
            XCTAssertEqual(status, 0, stderr)
            XCTAssertTrue(stderr.contains("note: stopped"), stderr)
            XCTAssertNil(try? client.get("/"), "nothing listens any more")
        }
        XCTAssertEqual(try CatalogService(path: path).quickCheck(), nil)
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
        XCTAssertTrue(stderr.contains("note: the catalog cannot be written (the file is read-only): serving it read-only"), stderr)
        XCTAssertEqual(try revision(path), before)
    }
}

import Foundation
import Glibc
import XCTest

@testable import CorollaCLI

/// `corolla import` reads its input a block at a time: its memory does not grow with the file,
/// and a bad header is reported without reading the rest.
final class ImportStreamingTests: CatalogTestCase {
    /// Rule: importing a file larger than 64 MiB (CSV and JSON, about 73 MB each; a UTF-16 CSV
    /// separated by semicolons, with a date column read twice for its evidence, about 73 MB)
    /// takes at most 64 MiB more peak memory (`ru_maxrss` of the child process, by `wait4`) than
    /// importing a ten-row file: memory is bounded by the batch, not by the file (reading it whole
    /// would take more than the file's size).
    func testPeakMemoryDoesNotGrowWithTheFile() throws {
        let notes = String(repeating: "Water when the top inch is dry; mist on hot days. ", count: 370)
        for format in ["csv", "json", "utf16.csv"] {
            let small = path("small.\(format)"), large = path("large.\(format)")
            try write(rows: 10, notes: notes, format: format, to: small)
            // UTF-16 takes two bytes a character: half the rows pass 64 MiB.
            try write(rows: format == "utf16.csv" ? 1_950 : 3_900, notes: notes, format: format, to: large)
            let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: large)[.size] as? Int)
            XCTAssertGreaterThan(size, 64 << 20)
            let base = try peakMemory(["import", small, "-q", "--db", path("small-\(format).sqlite")])
            let peak = try peakMemory(["import", large, "-q", "--db", path("large-\(format).sqlite")])
            XCTAssertEqual([base.status, peak.status], [0, 0], format)
            XCTAssertLessThan(peak.kib - base.kib, 64 << 10, "\(format): \(base.kib) KiB for 10 rows, \(peak.kib) KiB for \(size) bytes")
            for file in [small, large] { try FileManager.default.removeItem(atPath: file) }
        }
    }

    /// Rule: importing a 100,000-row .xlsx sheet (inline strings, about 85 MB of XML unpacked,
    /// made by `make-fixtures.py --large`) takes at most 64 MiB more peak memory than a ten-row one:
    /// the sheet's XML is streamed out of the archive, never read whole.
    func testPeakMemoryOfALargeSheetDoesNotGrowWithIt() throws {
        let script = Self.testsFolder.appendingPathComponent("CorollaFormatsTests/Fixtures/make-fixtures.py").path
        let small = path("small.xlsx"), large = path("large.xlsx")
        for (rows, file) in [(10, small), (100_000, large)] {
            let made = Process()
            made.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            made.arguments = [script, "--large", "\(rows)", file]
            try made.run()
            made.waitUntilExit()
            XCTAssertEqual(made.terminationStatus, 0, "make-fixtures.py --large \(rows)")
        }
        let base = try peakMemory(["import", small, "-q", "--db", path("small-xlsx.sqlite")])
        let peak = try peakMemory(["import", large, "-q", "--db", path("large-xlsx.sqlite")])
        XCTAssertEqual([base.status, peak.status], [0, 0])
        XCTAssertLessThan(peak.kib - base.kib, 64 << 10, "\(base.kib) KiB for 10 rows, \(peak.kib) KiB for 100,000")
        let count = try corolla(["plants", "list", "--json", "--db", path("large-xlsx.sqlite")]).stdout.components(separatedBy: "\"key\"").count - 1
        XCTAssertEqual(count, 100_000)
    }

    /// Rule: a CSV header with an unknown column, followed by standard input that never ends,
    /// exits 65 with the header's error (and does not run until the time limit).
    func testHeaderErrorOnEndlessInputExitsAtOnce() throws {
        let endless = ["/bin/bash", "-c", "{ printf 'name,colour\\n'; yes 'Fern,green'; } | timeout 60 \"$0\" \"$@\""]
        let output = try corolla(["import", "-", "--format", "csv"], launcher: endless)
        XCTAssertEqual(output.status, 65, output.stderr)
        XCTAssertEqual(
            output.stderr,
            "Error: -:1: colour: unknown field; the fields are key, name, kind, notes, water_every_days, last_watered, photo, photo_aspect, favorite, position (name a column's field with --map 'Header=field', or skip it with --ignore-unknown-columns)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: database), "the catalog was created")
    }

    /// Rule: `--dry-run --json` of 100,000 rows writes each row as it is decided: its peak memory
    /// is within 3 MiB of the text dry run's, which keeps 20 rows (holding the 100,000 rows until
    /// the end takes about 6 MiB more).
    func testDryRunJSONOfManyRowsStreamsTheRows() throws {
        let file = path("many.csv")
        try write(rows: 100_000, notes: "Bright light", format: "csv", to: file)
        let text = try peakMemory(["import", file, "--dry-run", "--db", path("many.sqlite")])
        let json = try peakMemory(["import", file, "--dry-run", "--json", "--db", path("many.sqlite")])
        XCTAssertEqual([text.status, json.status], [0, 0])
        XCTAssertLessThan(json.kib - text.kib, 3 << 10, "text: \(text.kib) KiB, JSON: \(json.kib) KiB")
    }

    /// Writes `rows` plants with `notes` as a CSV, JSON or UTF-16 CSV (`utf16.csv`: semicolons, a
    /// byte order mark, ambiguous dates a day-first one decides) import file at `path`, a row at a time.
    private func write(rows: Int, notes: String, format: String, to path: String) throws {
        FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let utf16 = format == "utf16.csv"
        let encoded = { (text: String) in utf16 ? Data(text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }) : Data(text.utf8) }
        if utf16 { try handle.write(contentsOf: Data([0xFF, 0xFE])) }
        var chunk = format == "csv" ? "key,name,notes,favorite\n" : utf16 ? "key;name;notes;last_watered\n" : "["
        for index in 0..<rows {
            switch format {
            case "csv": chunk += "p\(index),Plant \(index),\"\(notes)\",\(index % 5 == 0)\n"
            case "json":
                chunk += (index == 0 ? "" : ",\n") + "{\"key\": \"p\(index)\", \"name\": \"Plant \(index)\", \"notes\": \"\(notes)\", \"favorite\": \(index % 5 == 0)}"
            default: chunk += "p\(index);Plant \(index);\"\(notes)\";\(index % 2 == 0 ? "03/11/2025" : "25/11/2025")\n"
            }
            if chunk.utf8.count > 1 << 20 {
                try handle.write(contentsOf: encoded(chunk))
                chunk = ""
            }
        }
        if format == "json" { chunk += "]\n" }
        try handle.write(contentsOf: encoded(chunk))
    }

    /// Runs `corolla arguments…` (outputs discarded) and returns its exit status and its peak
    /// resident memory in KiB, from `wait4`'s `rusage` of that one child.
    private func peakMemory(_ arguments: [String]) throws -> (status: Int32, kib: Int) {
        let command = [CLIRunner.executable.path] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid = pid_t()
        let spawned = posix_spawn(&pid, command[0], &actions, nil, argv, environ)
        guard spawned == 0 else { throw XCTSkip("cannot start corolla: \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let exited = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exited, Int(usage.ru_maxrss))
    }
}

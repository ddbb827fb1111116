import CorollaTestSupport
import Foundation
import XCTest

/// Out of memory is an error, not a signal or a hang: under an address-space limit (`ulimit -v`)
/// from the smallest that starts the program upward, `grid --no-cache`, `import` and `serve` each
/// end within 30 s with exit 0, or 1 saying "out of memory".
final class OutOfMemoryTests: CatalogTestCase {
    /// Steps of the scan: coarse, so that the three scans take about a minute together.
    private static let step = 12 << 10
    private static let span = 216 << 10

    /// Runs `script` (bash, its first argument the limit in KiB, then `corolla arguments…`) under
    /// each limit from the smallest at which the program starts (``starts(under:)``) upward, and
    /// checks each run.
    private func scan(_ name: String, _ arguments: [String], script: String) throws {
        var limit = 32 << 10
        var runs: [(limit: Int, status: Int32)] = []
        while runs.count < Self.span / Self.step {
            let started = Date()
            let run = try corolla(arguments, launcher: ["/bin/bash", "-c", script, "bash", "\(limit)"])
            let seconds = Date().timeIntervalSince(started)
            defer { limit += Self.step }
            if runs.isEmpty, try !starts(under: limit) { continue }
            runs.append((limit, run.status))
            XCTAssertLessThan(seconds, 30, "\(name) under \(limit) KiB")
            XCTAssertTrue([0, 1].contains(run.status), "\(name) under \(limit) KiB: exit \(run.status): \(run.stderr.suffix(600))")
            if run.status == 1 { XCTAssertTrue(run.stderr.contains("Error: out of memory ("), "\(name) under \(limit) KiB: \(run.stderr.suffix(600))") }
        }
        XCTAssertEqual(runs.first?.status, 1, "\(name): \(runs)")
        XCTAssertEqual(runs.last?.status, 0, "\(name): \(runs)")
    }

    /// `bash -c` script running its arguments after the first under the address-space limit the
    /// first gives, in KiB.
    private static let limited = "ulimit -v \"$1\"; shift; exec \"$@\""

    /// Whether `corolla --version` runs to its end under `limit`: below it the dynamic loader
    /// cannot map the libraries (exit 127), or a library's initializer cannot get its memory before
    /// `main` (GnuTLS and GLib abort), which no program can answer.
    private func starts(under limit: Int) throws -> Bool {
        try corolla(["--version"], launcher: ["/bin/bash", "-c", Self.limited, "bash", "\(limit)"]).status == 0
    }

    func testCommandsUnderAddressSpaceLimitsEndWithAnError() throws {
        try addFavorites(["Aloe vera", "Ficus lyrata", "Pilea peperomioides", "Monstera deliciosa"])
        let csv = try PhotoFixtures.write(Array("name,kind\nFern,fern\nBasil,herb\nAloe,\n".utf8), to: path("plants.csv"))
        try scan("grid --no-cache", ["grid", "--no-cache", "--format", "json"], script: Self.limited)
        try scan("import", ["import", csv, "--dry-run"], script: Self.limited)
        // serve: once it prints its address, one grid from the page, then SIGTERM (a clean stop: exit 0).
        let serve = """
            ulimit -v "$1"; shift
            out=$(mktemp); "$@" > "$out" 2>&1 & pid=$!
            for i in $(seq 1 300); do grep -q "http://" "$out" && break; kill -0 $pid 2>/dev/null || break; sleep 0.1; done
            port=$(grep -o '127.0.0.1:[0-9]*' "$out" | head -1 | cut -d: -f2)
            if [ -n "$port" ]; then
                exec 3<>/dev/tcp/127.0.0.1/$port
                printf 'GET /api/grid?width=390 HTTP/1.1\\r\\nHost: 127.0.0.1:%s\\r\\nSec-Fetch-Site: same-origin\\r\\nConnection: close\\r\\n\\r\\n' $port >&3
                head -c 12 <&3; exec 3<&-
                kill -TERM $pid
            fi
            wait $pid; status=$?; cat "$out" >&2; rm -f "$out"; exit $status
            """
        try scan("serve", ["serve", "--port", "0"], script: serve)
    }
}

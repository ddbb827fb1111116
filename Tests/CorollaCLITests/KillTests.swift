import CorollaTestSupport
import Foundation
import XCTest

/// `kill -9` in the middle of writes, at moments drawn from a seeded generator (``SplitMix64``), so a
/// failure can be replayed: afterwards the catalog is sound, holds all or none of the write, and
/// its caches never serve anything but what a fresh computation gives.
final class KillTests: CatalogTestCase {
    static let seed: UInt64 = 8

    /// Rule: a 100,000-row import killed at any moment leaves all of it or none of it.
    func testKillDuringA100kRowImportKeepsAllOrNothing() throws {
        try succeed(["import", "-", "--format", "csv", "-q"], input: plantsCSV(20, prefix: "base", favoriteEvery: 2))
        try succeed(["grid", "--format", "json", "-q"])
        let base = try Data(contentsOf: URL(fileURLWithPath: database))
        let big = path("big.csv")
        try Data(plantsCSV(100_000, prefix: "big", favoriteEvery: 50).utf8).write(to: URL(fileURLWithPath: big))
        var random = SplitMix64(seed: Self.seed)
        var killed = 0
        for round in 1...3 {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + suffix) }
            try base.write(to: URL(fileURLWithPath: database))
            let moment = Double.random(in: 0.3..<3, using: &random)
            let finished = try CLIRunner.runKilled(["import", big, "-q"], after: moment, environment: environment)
            if !finished { killed += 1 }
            let count = try plantCount()
            let round = "round \(round), killed after \(moment) s (finished first: \(finished))"
            XCTAssertTrue(count == 20 || count == 100_020, "\(round): \(count) plants")
            try assertSoundAndFresh([], round)
        }
        XCTAssertGreaterThan(killed, 0, "every import finished before its kill")
        try succeed(["import", big, "-q"])
        XCTAssertEqual(try plantCount(), 100_020)
        try assertSoundAndFresh([], "after the whole import")
    }

    /// Rule: a cold grid killed while it measures cards and writes its caches leaves no entry
    /// that the next grid could serve in place of the fresh result.
    func testKillDuringAColdGridNeverServesAHalfWrittenCacheEntry() throws {
        try succeed(["import", "-", "--format", "csv", "-q"], input: plantsCSV(1_500, prefix: "fav", favoriteEvery: 1))
        let arguments = ["--style", "detail", "--width", "600", "--layout", "waterfall", "--columns", "3"]
        let started = Date()
        try succeed(["grid", "--format", "json", "-q"] + arguments)
        let cold = Date().timeIntervalSince(started)
        var random = SplitMix64(seed: Self.seed)
        var killed = 0
        for round in 1...4 {
            try succeed(["cache", "clear", "-q"])
            let moment = Double.random(in: 0..<cold, using: &random)
            let finished = try CLIRunner.runKilled(["grid", "--format", "json"] + arguments, after: moment, environment: environment)
            if !finished { killed += 1 }
            try assertSoundAndFresh(arguments, "round \(round), killed after \(moment) of \(cold) s (finished first: \(finished))")
        }
        XCTAssertGreaterThan(killed, 0, "every grid finished before its kill")
    }
}

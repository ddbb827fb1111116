import Foundation
import XCTest

extension CatalogTestCase {
    /// The number of plants, from `corolla db status --json`.
    func plantCount(file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let status = try json(try succeed(["db", "status", "--json"], file: file, line: line)) as? [String: Any]
        return try XCTUnwrap(status?["plants"] as? Int, file: file, line: line)
    }

    /// The catalog passes `corolla db check`, and the grid of `arguments` from the caches — twice,
    /// so that the second run is a hit — equals the grid computed afresh with `--no-cache`.
    func assertSoundAndFresh(_ arguments: [String] = [], _ message: String = "", file: StaticString = #filePath, line: UInt = #line) throws {
        let check = try corolla(["db", "check"])
        XCTAssertEqual(check.status, 0, "\(message): \(check.stdout)\(check.stderr)", file: file, line: line)
        let grid = ["grid", "--format", "json", "-q"] + arguments
        let fresh = try succeed(grid + ["--no-cache"], file: file, line: line).stdout
        for run in ["first", "second"] {
            XCTAssertEqual(try succeed(grid, file: file, line: line).stdout, fresh, "\(message): the \(run) cached grid", file: file, line: line)
        }
    }

    /// A CSV of `count` plants keyed `prefix0`, `prefix1`, …; every `favoriteEvery`th a favorite.
    func plantsCSV(_ count: Int, prefix: String, favoriteEvery: Int) -> String {
        Self.plantsCSV(count, prefix: prefix, favoriteEvery: favoriteEvery)
    }

    /// ``plantsCSV(_:prefix:favoriteEvery:)``, for code without a test case at hand.
    static func plantsCSV(_ count: Int, prefix: String, favoriteEvery: Int) -> String {
        var csv = "key,name,kind,notes,water_every_days,favorite\n"
        for index in 0..<count {
            let favorite = index % favoriteEvery == 0
            csv += "\(prefix)\(index),\(prefix.capitalized) plant \(index),\(["fern", "herb", "cactus"][index % 3]),"
                + "\"Notes, for \(prefix) \(index)\(String(repeating: " and more", count: index % 7))\",\(index % 30 + 1),\(favorite)\n"
        }
        return csv
    }
}

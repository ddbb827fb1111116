import CorollaTestSupport
import Foundation
import XCTest

/// `corolla grid --rect` on a cold catalog measures only the cards the rect needs, and prints
/// exactly the elements `corolla grid` has in the rect.
final class GridRectCropTests: CatalogTestCase {
    /// Rule: for random rects near the top and deeper (fixed seed), in a waterfall, a grid and a
    /// flow of 600 favorites, the caches emptied before each, `grid --format json --rect` lists the
    /// elements (kind, section, item, frame, plant) that intersect the rect in the full grid's JSON.
    func testARectOfAColdGridIsACropOfTheGrid() throws {
        try addFavorites(count: 600)
        var random = SplitMix64(seed: 0x7EC7)
        for layout in ["waterfall", "grid", "flow"] {
            let full = try XCTUnwrap(try json(try succeed(["grid", "--format", "json", "--layout", layout, "--no-cache"])) as? [String: Any])
            let sections = try XCTUnwrap(full["sections"] as? [[String: Any]])
            for round in 0..<2 {
                let x = Double(random.next() % 100)
                let y = Double(round == 0 ? random.next() % 400 : 1_000 + random.next() % 3_000)
                let width = Double(50 + random.next() % 340)
                let height = Double(100 + random.next() % 800)
                let rect = [x, y, width, height]
                _ = try succeed(["cache", "clear"])
                let text = rect.map { String(Int($0)) }.joined(separator: ",")
                let run = try succeed(["grid", "--format", "json", "--layout", layout, "--rect", text, "-v"])
                let cropped = try XCTUnwrap(try json(run) as? [String: Any])
                if round == 0 {
                    let measured = run.stderr.components(separatedBy: "measured=").last?.prefix { $0.isNumber } ?? ""
                    XCTAssertLessThan(Int(measured) ?? .max, 300, "\(layout) \(text): a rect near the top measures the first cards only")
                }
                let listed = (cropped["elements"] as? [[String: Any]] ?? []).map(Self.describe)
                XCTAssertFalse(listed.isEmpty, "\(layout) \(text)")
                XCTAssertEqual(Set(listed), Self.crop(sections, rect), "\(layout) rect \(text)")
            }
        }
    }

    /// The elements of the full grid's `sections` that intersect `rect` ([x, y, w, h]), described
    /// as ``describe(_:)`` does.
    private static func crop(_ sections: [[String: Any]], _ rect: [Double]) -> Set<String> {
        func intersects(_ frame: [Double]) -> Bool {
            frame[0] < rect[0] + rect[2] && rect[0] < frame[0] + frame[2] && frame[1] < rect[1] + rect[3] && rect[1] < frame[1] + frame[3]
        }
        var found = Set<String>()
        for (index, section) in sections.enumerated() {
            if let header = section["header"] as? [Double], intersects(header) { found.insert("header \(index) \(header)") }
            let ids = section["plantIds"] as? [Double] ?? []
            for (item, frame) in (section["items"] as? [[Double]] ?? []).enumerated() where intersects(frame) {
                found.insert("item \(index) \(item) \(frame) \(ids[item])")
            }
            if let footer = section["footer"] as? [Double], intersects(footer) { found.insert("footer \(index) \(footer)") }
        }
        return found
    }

    /// `item 0 12 [x, y, w, h] 13.0` or `header 0 [x, y, w, h]`.
    private static func describe(_ element: [String: Any]) -> String {
        let kind = element["kind"] as? String ?? "?"
        let section = Int(element["section"] as? Double ?? -1)
        let frame = element["frame"] as? [Double] ?? []
        guard kind == "item" else { return "\(kind) \(section) \(frame)" }
        return "item \(section) \(Int(element["item"] as? Double ?? -1)) \(frame) \(element["plantId"] as? Double ?? -1)"
    }
}

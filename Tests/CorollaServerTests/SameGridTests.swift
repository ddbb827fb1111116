import CorollaLayout
import CorollaService
import Foundation
import XCTest

/// The server and the command line compute one grid from one set of defaults (`GridDefaults`):
/// the same options give the same frames and the same layout cache entry whichever asks.
final class SameGridTests: ServerTestCase {
    /// Rule: `/api/grid?width=W&layout=L` is `corolla grid --width W --layout L`: for every layout
    /// the page shows at 390, 834 and 1024 points, the elements of the whole content are the CLI's
    /// JSON frames with their plants, and the two share one cache entry — the second of the two
    /// requests is a hit, whichever comes first.
    func testDefaultGridsAreTheCLIsAndShareItsCacheEntries() throws {
        let path = try makeCatalog(plants: 50, favorites: 40)
        let (_, client) = try serve(path)
        var serverFirst = false
        for layout in ["waterfall", "grid", "flow", "aligned"] {
            for width in [390, 834, 1024] {
                let label = "\(layout) at \(width)"
                try compare(path, client, query: "width=\(width)&layout=\(layout)", cli: ["--width", "\(width)", "--layout", layout],
                    serverFirst: serverFirst, label)
                serverFirst.toggle()
            }
        }
    }

    /// Rule: every registered layout goes through the command line, the server and the cache:
    /// `corolla grid --layout L` computes it and asking again is a layout cache hit; a layout the
    /// page can show (one that does not rotate its cards) is offered in the page's layout menu and
    /// `/api/grid?layout=L` gives the CLI's frames from the CLI's cache entry; a rotating one is
    /// neither offered nor taken (400 naming `layout`).
    func testEveryRegisteredLayoutGoesThroughTheCLITheServerAndTheCache() throws {
        let path = try makeCatalog(plants: 30, favorites: 24)
        let (_, client) = try serve(path)
        let page = try client.get("/").text
        for layout in AnyLayout.registered {
            let name = layout.kind.rawValue
            let option = "<option value=\"\(name)\""
            if layout.rotatesItems {
                for run in 0..<2 {
                    let cli = try corolla(["grid", "--db", path, "--width", "390", "--layout", name, "--format", "json", "--verbose"])
                    XCTAssertEqual(cli.status, 0, cli.errors)
                    XCTAssertTrue(cli.errors.contains(run == 0 ? "layout: miss" : "layout: hit"), "\(name), run \(run): \(cli.errors)")
                }
                let refused = try client.get("/api/grid?width=390&layout=\(name)")
                XCTAssertEqual(refused.status, 400, name)
                XCTAssertTrue(refused.text.contains("layout must be one of"), refused.text)
                XCTAssertFalse(page.contains(option), "the page offers \(name)")
            } else {
                XCTAssertTrue(page.contains(option), "the page does not offer \(name)")
                try compare(path, client, query: "width=390&layout=\(name)", cli: ["--width", "390", "--layout", name], serverFirst: false, name)
            }
        }
    }

    /// Rule: `search=` selects the favorites `corolla grid --search` does — case-insensitive over
    /// name, notes and kind, CJK included — at the same frames, under the same cache key (the
    /// search in canonical form: `LONGER` and `longer` are one entry); a search that matches
    /// nothing is an empty grid.
    func testSearchIsTheCLIsSearch() throws {
        let path = try makeCatalog(plants: 50, favorites: 40)
        let (_, client) = try serve(path)
        var serverFirst = true
        for (query, cli) in [("LONGER", "longer"), ("多肉", "多肉"), ("%E6%95%A3%E5%B0%84", "散射"), ("plant%201", "Plant 1"), ("bright", "BRIGHT")] {
            let cards = try compare(
                path, client, query: "width=390&search=\(query)", cli: ["--width", "390", "--search", cli], serverFirst: serverFirst, cli)
            XCTAssertTrue((1..<40).contains(cards), "\(cli) selects some favorites, not all: \(cards)")
            serverFirst.toggle()
        }
        let nothing = try client.get("/api/grid?width=390&search=zzz-no-plant").json()
        XCTAssertEqual(nothing["cards"] as? Int, 0)
    }

    /// Asks the server (`/api/grid?QUERY`, then the elements of its whole content) and the CLI
    /// (`corolla grid CLI --format json --verbose`) in the order given; checks that they give the
    /// same plants at the same frames and that the second was a cache hit.
    ///
    /// - Returns: how many cards the grid has.
    @discardableResult
    private func compare(_ path: String, _ client: HTTPClient, query: String, cli: [String], serverFirst: Bool, _ label: String) throws -> Int {
        var grid: [String: Any] = [:]
        func askServer() throws {
            grid = try client.get("/api/grid?\(query)", headers: ["Sec-Fetch-Site": "same-origin"]).json()
        }
        if serverFirst { try askServer() }
        let run = try corolla(["grid", "--db", path] + cli + ["--format", "json", "--verbose"])
        XCTAssertEqual(run.status, 0, run.errors)
        if serverFirst {
            XCTAssertTrue(run.errors.contains("layout: hit"), "\(label): the CLI after the server: \(run.errors)")
        } else {
            try askServer()
            XCTAssertEqual((grid["cache"] as? [String: Any])?["outcome"] as? String, "hit", "\(label): the server after the CLI")
        }
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let sections = try XCTUnwrap(json["sections"] as? [[String: Any]])
        var want: [String] = []
        for section in sections {
            let frames = try XCTUnwrap(section["items"] as? [[Double]]), ids = try XCTUnwrap(section["plantIds"] as? [Int])
            want += zip(ids, frames).map { "\($0) \($1)" }
        }
        let size = try XCTUnwrap(grid["content_size"] as? [String: Double])
        XCTAssertEqual(json["contentSize"] as? [Double], [size["width"] ?? -1, size["height"] ?? -1], label)
        let token = try XCTUnwrap(grid["token"] as? String)
        let rect = "0,0,\(size["width"] ?? 0),\(max(size["height"] ?? 0, 1))"
        let answer = try client.get("/api/grid/elements?token=\(token)&rect=\(rect)")
        XCTAssertEqual(answer.status, 200, answer.text)
        let elements = try XCTUnwrap(answer.json()["elements"] as? [[String: Any]])
        let got = elements.compactMap { element in
            (element["plant_id"] as? Int).map { "\($0) \(element["frame"] as? [Double] ?? [])" }
        }
        XCTAssertEqual(got.sorted(), want.sorted(), label)
        XCTAssertEqual(grid["cards"] as? Int, want.count, label)
        return want.count
    }
}

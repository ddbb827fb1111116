import Foundation
import XCTest

/// The filters of `grid`, `favorites list` and `plants list` through the built binary.
final class FilterCommandTests: CatalogTestCase {
    private static let plants = """
        key,name,kind,notes,water_every_days,last_watered,favorite,position
        monstera,Monstera deliciosa,foliage,"Bright, indirect light.",7,2026-11-20,true,0
        guibeizhu,龟背竹,Foliage,喜温暖湿润，忌阳光直射。,7,2026-11-25,true,1
        maidenhair,Adiantum raddianum,fern,Never let it dry out.,2,2026-11-28,true,2
        aloe,Aloe vera,succulent,,14,,false,
        snake,Snake plant,succulent,Nearly unkillable.,21,2026-11-01,true,3
        basil,Basil,herb,Pinch the flowers.,2,2026-11-30,true,4
        """

    override func setUpWithError() throws {
        try super.setUpWithError()
        XCTAssertEqual(try importFile("plants.csv", Self.plants).status, 0)
    }

    /// The keys of the cards `grid arguments… --format json` draws, in order.
    private func gridKeys(_ arguments: [String]) throws -> [String] {
        let grid = try json(try succeed(["grid", "--format", "json"] + arguments)) as? [String: Any]
        let ids = (grid?["sections"] as? [[String: Any]] ?? []).flatMap { $0["plantIds"] as? [Int] ?? [] }
        let plants = try json(try succeed(["plants", "list", "--json"])) as? [[String: Any]] ?? []
        let keys = Dictionary(plants.map { ($0["id"] as? Int ?? 0, $0["key"] as? String ?? "") }, uniquingKeysWith: { first, _ in first })
        return ids.map { keys[$0] ?? "?" }
    }

    /// The cache line of `grid -v arguments…`.
    private func cacheLine(_ arguments: [String]) throws -> String {
        try succeed(["grid", "-v", "--format", "json"] + arguments).stderr.split(separator: "\n").last.map(String.init) ?? ""
    }

    /// Rule: the grid draws the favorites the filters select, in the user's order: kinds ignoring
    /// case and repeatable, search in name, notes or kind (CJK included), and needs-water on
    /// `--today`; filters combine.
    func testTheGridDrawsTheFavoritesTheFiltersSelect() throws {
        XCTAssertEqual(try gridKeys([]), ["monstera", "guibeizhu", "maidenhair", "snake", "basil"])
        XCTAssertEqual(try gridKeys(["--kind", "FOLIAGE"]), ["monstera", "guibeizhu"])
        XCTAssertEqual(try gridKeys(["--kind", "herb", "--kind", "Fern"]), ["maidenhair", "basil"])
        XCTAssertEqual(try gridKeys(["--search", "湿润"]), ["guibeizhu"])
        XCTAssertEqual(try gridKeys(["--search", "PLANT"]), ["snake"])
        XCTAssertEqual(try gridKeys(["--search", "fern"]), ["maidenhair"], "the kind is searched too")
        XCTAssertEqual(try gridKeys(["--needs-water", "--today", "2026-12-01"]), ["monstera", "maidenhair", "snake"])
        XCTAssertEqual(try gridKeys(["--needs-water", "--today", "2026-12-01", "--kind", "succulent"]), ["snake"])
        XCTAssertEqual(try gridKeys(["--kind", "cactus"]), [])
        XCTAssertTrue(try succeed(["grid", "--kind", "herb", "--style", "detail", "-o", path("herbs.png")]).stdout.hasPrefix("Wrote \(path("herbs.png")): 1 cards"))
    }

    /// Rule: each filtered grid is cached under its filter's canonical form (equivalent filters
    /// share it), invalidated by an edit like the full grid, and with `--needs-water` right when
    /// a watering or another day changes what passes: every cached grid equals `--no-cache`.
    func testFilteredGridsAreCachedAndInvalidated() throws {
        let filter = ["--kind", "Foliage", "--kind", "fern", "--search", "I"]
        XCTAssertTrue(try cacheLine(filter).hasPrefix("layout: miss"))
        XCTAssertTrue(try cacheLine(["--search", "i", "--kind", "FERN", "--kind", "foliage", "--kind", "fern"]).hasPrefix("layout: hit"))
        XCTAssertTrue(try cacheLine([]).hasPrefix("layout: miss"), "the full grid has its own key")
        try succeed(["plants", "edit", "guibeizhu", "--notes", "喜温暖湿润。Indirect light."])
        XCTAssertTrue(try cacheLine(filter).hasPrefix("layout: partial"))

        let thirsty = ["--needs-water", "--today", "2026-12-01"]
        for step in [thirsty, ["plants", "water", "monstera", "--on", "2026-12-01"], thirsty, ["--needs-water", "--today", "2026-12-03"], thirsty] {
            guard step.first == "--needs-water" else {
                try succeed(step)
                continue
            }
            let cached = try succeed(["grid", "--format", "json"] + step).stdout
            XCTAssertEqual(cached, try succeed(["grid", "--format", "json", "--no-cache"] + step).stdout, "\(step)")
        }
        XCTAssertEqual(try gridKeys(thirsty), ["maidenhair", "snake"])
        XCTAssertEqual(try gridKeys(["--needs-water", "--today", "2026-12-03"]), ["guibeizhu", "maidenhair", "snake", "basil"])
        XCTAssertTrue(try cacheLine(["--needs-water", "--today", "2026-12-03"]).hasPrefix("layout: hit"))
        XCTAssertFalse(try cacheLine(thirsty).hasPrefix("layout: hit"), "the other day's layout is a base, not the grid")
    }

    /// Rule: `favorites list` and `plants list` take the same filters; a filtered favorite keeps
    /// its position among all of them.
    func testListingsTakeTheFilters() throws {
        let favorites = try succeed(["favorites", "list", "--kind", "succulent", "--kind", "HERB"]).stdout.split(separator: "\n")
        XCTAssertEqual(favorites.count, 3, "\(favorites)")
        XCTAssertTrue(favorites[1].hasPrefix("4   5  snake"), "\(favorites)")
        XCTAssertTrue(favorites[2].hasPrefix("5   6  basil"), "\(favorites)")
        let thirsty = try json(try succeed(["favorites", "list", "--needs-water", "--on", "2026-12-01", "--json"])) as? [[String: Any]] ?? []
        XCTAssertEqual(thirsty.map { $0["key"] as? String }, ["monstera", "maidenhair", "snake"])
        XCTAssertEqual(thirsty.map { $0["position"] as? Int }, [0, 2, 3])
        let plants = try json(try succeed(["plants", "list", "--kind", "succulent", "--search", "ALOE", "--json"])) as? [[String: Any]] ?? []
        XCTAssertEqual(plants.map { $0["key"] as? String }, ["aloe"])
        XCTAssertEqual(try succeed(["plants", "list", "--search", "背竹", "--quiet"]).stdout.split(separator: "\n").count, 2)
        XCTAssertEqual(try succeed(["plants", "list", "--kind", "cactus"]).stdout, "No plants match the filters.\n")
        XCTAssertEqual(try succeed(["favorites", "list", "--search", "aloe"]).stdout, "No favorites match the filters.\n", "aloe is no favorite")
    }
}

import CorollaService
import CorollaStore
import CorollaTestSupport
import XCTest

/// Kinds read as one whatever their case: the kind list, and the spelling shown.
final class KindCaseTests: XCTestCase {
    /// Rule: the most used spelling wins, the first to reach the top count on a tie; spaces
    /// around a kind do not make another spelling; a blank kind folds to nil.
    func testMostUsedSpelling() {
        XCTAssertEqual(PlantKind.mostUsedSpelling(["fern", "Fern", "Fern"]), "Fern")
        XCTAssertEqual(PlantKind.mostUsedSpelling(["A", "B", "B", "A"]), "B")
        XCTAssertEqual(PlantKind.mostUsedSpelling([" fern", "fern ", "Fern"]), "fern")
        XCTAssertNil(PlantKind.mostUsedSpelling([String]()))
        XCTAssertEqual(PlantKind.folded(" ÉCHEVERIA "), "écheveria")
        XCTAssertNil(PlantKind.folded("  "))
    }

    /// Rule (property, fixed seed): for random catalogs of kinds spelled in random cases, the kind
    /// list has one entry per kind ignoring case, counts every plant with a kind once, and shows
    /// a spelling that no other spelling of that kind outnumbers; `--kind` in any spelling selects
    /// exactly the plants the entry counts.
    func testKindListCountsEveryPlantOnceInItsMostUsedSpelling() throws {
        var random = SplitMix64(seed: 27)
        let words = ["succulent", "fern", "écheveria", "herb"]
        for round in 0..<20 {
            let service = CatalogService(store: try CatalogStore.inMemory())
            var spellings: [String: [String]] = [:]
            for index in 0..<Int.random(in: 1...25, using: &random) {
                let word = words.randomElement(using: &random)!
                let spelling = [word, word.uppercased(), word.prefix(1).uppercased() + word.dropFirst()].randomElement(using: &random)!
                let kind: String? = Bool.random(using: &random) || index == 0 ? spelling : nil
                try service.plants.add(PlantDraft(key: "p\(index)", name: "P\(index)", kind: kind))
                if let kind { spellings[word, default: []].append(kind) }
            }
            let kinds = try service.plants.kinds()
            XCTAssertEqual(kinds.map { $0.kind.lowercased() }, spellings.keys.sorted(), "round \(round)")
            for entry in kinds {
                let used = spellings[entry.kind.lowercased()] ?? []
                XCTAssertEqual(entry.plants, used.count, "round \(round)")
                let uses = Dictionary(grouping: used) { $0 }.mapValues(\.count)
                XCTAssertEqual(uses[entry.kind], uses.values.max(), "round \(round): \(entry.kind) among \(used)")
                let filtered = try service.plants.list(PlantFilter(kinds: [used.randomElement(using: &random)!]))
                XCTAssertEqual(filtered.count, entry.plants, "round \(round)")
            }
        }
    }
}

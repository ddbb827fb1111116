@testable import CorollaCards
import CorollaLayout
import CorollaService
import CorollaStore
import CorollaTestSupport
import Foundation
import XCTest

/// Every view the page offers, on random catalogs: no element hides another.
final class GridOverlapTests: XCTestCase {
    /// The layouts the page offers: the registered ones that do not rotate their items (a fan's
    /// cards overlap on purpose, and the page does not show it).
    static let layouts = AnyLayout.registered.filter { !$0.rotatesItems }.map { $0.kind }
    /// The styles the page offers: the layout's own (nil) and every style.
    static let styles: [CardStyle?] = [nil] + CardStyle.allCases
    /// A small phone, a phone, a tablet and a desktop window.
    static let widths: [Double] = [320, 390, 834, 1280]
    static let today = CalendarDate(year: 2026, month: 9, day: 20)!

    /// Rule: for every layout × style × grouping (none, kind) × show (all, needs water) × width the
    /// page offers, on random catalogs (long names and notes, unbreakable words, CJK, emoji, photos
    /// of any aspect, plants without a kind, kinds differing in case): no two element frames
    /// (cards and section headers) share any area, every frame lies inside the content size, and
    /// each section's header comes before its items along the scroll direction; and no card is
    /// clipped: what its image draws (its plan at its frame's width) fits in its frame.
    func testNoElementOverlapsAnotherInAnyViewThePageOffers() throws {
        for seed: UInt64 in [26, 2026] {
            var random = SplitMix64(seed: seed)
            let service = CatalogService(store: try Self.catalog(plants: 36, using: &random))
            var checked: Set<ClipCheck> = []
            for kind in Self.layouts {
                for style in Self.styles {
                    for grouping in GridRequest.Grouping.allCases {
                        for needsWater in [false, true] {
                            for width in Self.widths {
                                var parameters = GridParameters(width: width, layout: kind)
                                (parameters.style, parameters.grouping, parameters.needsWater) = (style, grouping, needsWater)
                                parameters.today = Self.today
                                let view = "seed \(seed) \(kind.rawValue) \(style?.rawValue ?? "auto") \(grouping.rawValue) "
                                    + "\(needsWater ? "needs-water" : "all") \(Int(width))"
                                let result = try service.grid.result(for: try parameters.request())
                                Self.checkFrames(result.layout, view)
                                Self.checkNothingClipped(result, service: service, view, checked: &checked)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Rule (the check itself): two cards sharing area, a frame beyond the content, and a header
    /// after its items are each found.
    func testTheCheckFindsOverlapsFramesOutsideAndLateHeaders() {
        let header = Rect(x: 0, y: 0, width: 100, height: 20)
        let good = LayoutResult(
            contentSize: Size(width: 100, height: 100), sections: [SectionFrames(header: header, items: [Rect(x: 0, y: 20, width: 50, height: 50)])])
        XCTAssertEqual(Self.problems(good), [])
        var overlapping = good
        overlapping.sections[0].items.append(Rect(x: 49, y: 60, width: 40, height: 20))
        XCTAssertEqual(Self.problems(overlapping).count, 1)
        var outside = good
        outside.sections[0].items[0].size.height = 90
        XCTAssertEqual(Self.problems(outside).count, 1)
        var late = good
        late.sections[0].header = Rect(x: 50, y: 40, width: 50, height: 20)
        XCTAssertEqual(Self.problems(late).count, 1)
    }

    /// Fails with every problem of `layout` (see ``problems(_:)``).
    static func checkFrames(_ layout: LayoutResult, _ view: String, file: StaticString = #filePath, line: UInt = #line) {
        for problem in problems(layout).prefix(3) { XCTFail("\(view): \(problem)", file: file, line: line) }
    }

    /// Fails for each card of `result` whose drawing does not fit its frame: laid out at the frame's
    /// width, as its image is drawn, it needs more height, or a text of it ends below the frame.
    /// A card already in `checked` (the same content, style, frame size and watering) is not laid
    /// out again.
    static func checkNothingClipped(
        _ result: GridResult, service: CatalogService, _ view: String, checked: inout Set<ClipCheck>, file: StaticString = #filePath, line: UInt = #line
    ) {
        let metrics = service.machinery.measurer().options.metrics
        let frames = result.layout.sections.flatMap(\.items)
        service.machinery.measurer().pool.withEngine { engine in
            for (card, (frame, content)) in zip(frames, result.contents).enumerated() {
                let needsWater = content.needsWater(on: result.date)
                guard checked.insert(ClipCheck(content: content, style: result.style, size: frame.size, needsWater: needsWater)).inserted else {
                    continue
                }
                let plan = engine.plan(content, style: result.style, width: frame.width, metrics: metrics, needsWater: needsWater)
                let bottom = plan.texts.map { $0.origin.y + $0.layout.logicalSize.height }.max() ?? 0
                if max(plan.neededHeight, bottom) > frame.height {
                    XCTFail("\(view): card \(card) (\(String(reflecting: content.name)), kind \(String(reflecting: content.kind))) needs \(max(plan.neededHeight, bottom)) pt in a frame \(frame.height) pt high", file: file, line: line)
                }
            }
        }
    }

    /// What is wrong with the frames of a vertically scrolling `layout`: two elements sharing area,
    /// an element beyond the content, a header below the top of one of its items.
    static func problems(_ layout: LayoutResult) -> [String] {
        let elements = layout.elements.filter { $0.category != .footer }
        var problems: [String] = []
        let size = layout.contentSize
        for element in elements
        where element.frame.minX < 0 || element.frame.minY < 0 || element.frame.maxX > size.width || element.frame.maxY > size.height {
            problems.append("\(name(element)) \(element.frame.components) lies outside the content \(layout.contentSize)")
        }
        for (index, element) in elements.enumerated() {
            for other in elements[(index + 1)...] where element.frame.intersects(other.frame) {
                problems.append("\(name(element)) \(element.frame.components) overlaps \(name(other)) \(other.frame.components)")
            }
        }
        for (index, section) in layout.sections.enumerated() {
            guard let header = section.header, let top = section.items.map(\.minY).min(), header.maxY > top else { continue }
            problems.append("section \(index)'s header \(header.components) is not above its first item's top \(top)")
        }
        return problems
    }

    private static func name(_ element: LayoutElement) -> String {
        element.category == .header ? "header \(element.section)" : "item \(element.section).\(element.item)"
    }

    /// A catalog of `count` plants, all favorites: names short, long (several lines) or one
    /// unbreakable word; Latin, CJK and emoji; kinds of a few spellings (some differing only in
    /// case), or none; notes empty to long; photos of any aspect; some need water on ``today``.
    static func catalog(plants count: Int, using random: inout SplitMix64) throws -> CatalogStore {
        let store = try CatalogStore.inMemory()
        let words = ["Monstera", "deliciosa", "龟背竹", "🌿", "👩🏽‍🌾", "Sansevieria", "trifasciata", "多肉植物", "Ficus", "lyrata", "🇯🇵", "é"]
        let kinds: [String?] = [nil, "Aroid", "aroid", "Succulent", "多肉", "Fern 🌿", "A kind with a rather long name for a header"]
        func phrase(_ range: ClosedRange<Int>, using random: inout SplitMix64) -> String {
            (0..<Int.random(in: range, using: &random)).map { _ in words.randomElement(using: &random) ?? "" }.joined(separator: " ")
        }
        var ids: [Int64] = []
        for index in 0..<count {
            let name: String
            switch Int.random(in: 0..<4, using: &random) {
            case 0: name = phrase(1...2, using: &random)
            case 1: name = phrase(6...14, using: &random)
            case 2: name = String(repeating: "Pneumonoultramicroscopic", count: Int.random(in: 1...4, using: &random))
            default: name = RandomCatalog.text(using: &random)
            }
            var draft = PlantDraft(
                key: "plant-\(index)", name: name, kind: kinds.randomElement(using: &random) ?? nil,
                notes: [nil, "", phrase(3...40, using: &random)].randomElement(using: &random) ?? nil,
                waterEveryDays: Int.random(in: 1...14, using: &random),
                lastWatered: Bool.random(using: &random) ? nil : CalendarDate(year: 2026, month: 9, day: Int.random(in: 1...20, using: &random)),
                photoAspect: Bool.random(using: &random) ? Double.random(in: PlantField.photoAspectRange, using: &random) : nil)
            if Int.random(in: 0..<3, using: &random) == 0 { draft.setPhoto(try RandomCatalog.photo(using: &random)) }
            ids.append(try store.plants.insert(draft).id)
        }
        try store.favorites.replace(with: ids.shuffled(using: &random))
        return store
    }
}

/// A card drawn in a frame: what the clipping check lays out once.
struct ClipCheck: Hashable {
    var content: CardContent
    var style: CardStyle
    var size: Size
    var needsWater: Bool
}

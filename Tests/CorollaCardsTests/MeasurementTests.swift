import CorollaLayout
import Synchronization
import XCTest

@testable import CorollaCards

final class MeasurementTests: XCTestCase {
    let measurer = CardMeasurer()

    /// Rule: appending characters to a name never gives a shorter card at the same width.
    func testLongerNameNeverGivesShorterCard() {
        for name in SamplePlants.names {
            let prefixes = (1...name.count).map { String(name.prefix($0)) }
            for width in [96.0, 168, 240] {
                for style in [CardStyle.card, .detail] {
                    let heights = prefixes.map {
                        measurer.size(of: CardContent(name: $0, kind: "Aroid"), style: style, width: width).height
                    }
                    for (shorter, longer) in zip(heights, heights.dropFirst()) {
                        XCTAssertLessThanOrEqual(shorter, longer, "\(name) at \(width) in \(style)")
                    }
                }
            }
        }
    }

    /// Rule: a narrower width never gives a shorter card.
    func testNarrowerWidthNeverGivesShorterCard() {
        for plant in SamplePlants.plants(12) {
            let widths = stride(from: 400.0, through: 80, by: -7)
            let heights = widths.map { measurer.size(of: plant, style: .detail, width: $0).height }
            for (wider, narrower) in zip(heights, heights.dropFirst()) {
                XCTAssertLessThanOrEqual(wider, narrower, plant.name)
            }
        }
    }

    /// Rule: a CJK name has no spaces, yet wraps between characters onto several lines at a narrow
    /// width, each line within the text width.
    func testCJKNamesWrapByCharacter() throws {
        let name = "中华人民共和国大型斑锦龟背竹花叶品种"
        let plan = measurer.pool.withEngine {
            $0.plan(CardContent(name: name, kind: "观叶植物"), style: .card, width: 100, metrics: .standard)
        }
        let title = try XCTUnwrap(plan.texts.first { $0.role == .name })
        XCTAssertGreaterThanOrEqual(title.layout.lineCount, 4)
        XCTAssertLessThanOrEqual(title.layout.logicalSize.width, 100 - 2 * CardMetrics.standard.padding)
        XCTAssertFalse(title.layout.isEllipsized)
    }

    /// Rule: the same content measures the same, across calls and across measurers.
    func testMeasurementIsDeterministic() {
        let plants = SamplePlants.plants()
        for style in CardStyle.allCases {
            let first = plants.map { measurer.size(of: $0, style: style, width: 171.5) }
            XCTAssertEqual(first, plants.map { measurer.size(of: $0, style: style, width: 171.5) })
            XCTAssertEqual(first, plants.map { CardMeasurer().size(of: $0, style: style, width: 171.5) })
        }
    }

    /// Rule: heights are whole points, so they lie on the pixel grid at scales 1, 2 and 3.
    func testHeightsAreWholePoints() {
        for plant in SamplePlants.plants() {
            for style in CardStyle.allCases {
                let height = measurer.size(of: plant, style: style, width: 163.5).height
                XCTAssertEqual(height, height.rounded(.up), "\(plant.name) in \(style)")
            }
        }
    }

    /// Rule: a batch measures exactly what one-by-one measurement does, duplicates included.
    func testBatchEqualsOneByOne() {
        let plants = SamplePlants.plants() + SamplePlants.plants(10)
        for style in CardStyle.allCases {
            let batch = measurer.measurements(plants, style: style, width: 180)
            XCTAssertEqual(batch, plants.map { measurer.measurement(of: $0, style: style, width: 180) })
            XCTAssertEqual(batch.map(\.size), measurer.measure(plants, style: style, width: 180))
            XCTAssertEqual(measurer.measurements(plants, style: style, width: 180, maximumThreads: 1), batch, "one thread, \(style)")
        }
    }

    /// Rule: progress counts each distinct card once, up to their number, in order.
    func testBatchReportsProgressPerDistinctCard() {
        let plants = SamplePlants.plants() + SamplePlants.plants(10)
        let reports = LockedArray()
        _ = measurer.measure(plants, style: .detail, width: 180) { done, total in reports.append([done, total]) }
        let distinct = Set(plants.map { MeasuredContent($0, style: .detail) }).count
        XCTAssertEqual(reports.values, (1...distinct).map { [$0, distinct] })
    }

    /// Rule: identical texts are measured once per batch: Pango lays out only the distinct cards of
    /// the 40 samples given twice (the 20 names for chips, whatever the watering; 40 name and kind
    /// pairs for cards), and none for the fixed style.
    func testBatchMeasuresIdenticalCardsOnce() {
        let fresh = CardMeasurer()
        let plants = SamplePlants.plants() + SamplePlants.plants()
        for (style, distinct) in [(CardStyle.chip, 20), (.card, 40), (.detail, 40), (.fixed, 0)] {
            let before = fresh.pangoMeasurements.load(ordering: .relaxed)
            XCTAssertEqual(fresh.measure(plants, style: style, width: 180).count, 80)
            XCTAssertEqual(fresh.pangoMeasurements.load(ordering: .relaxed) - before, distinct, "\(style)")
        }
    }

    /// Rule: a character no installed font has is reported, not silently drawn as a box.
    func testUnknownGlyphsAreReported() {
        let missing = CardContent(name: "Monstera \u{F0001}\u{10FFFD}", kind: "Aroid")  // supplementary private-use code points: no font has them (Inter draws some of U+E000…)
        let diagnostics = measurer.measurement(of: missing, style: .card, width: 200).diagnostics
        XCTAssertEqual(diagnostics, ["name has 2 characters no installed font can draw"])
        let drawable = CardContent(name: "Monstera 龟背竹", kind: "Aroid")
        XCTAssertEqual(measurer.measurement(of: drawable, style: .card, width: 200).diagnostics, [])
    }

    /// Rule: creating a measurer does no font work; the fixed style never needs any; the first
    /// real measurement starts exactly one engine.
    func testInitialisationIsLazy() {
        let lazy = CardMeasurer()
        XCTAssertEqual(lazy.pool.engineCount, 0)
        _ = lazy.size(of: SamplePlants.plants(1)[0], style: .fixed, width: 100)
        XCTAssertEqual(lazy.pool.engineCount, 0)
        _ = lazy.size(of: SamplePlants.plants(1)[0], style: .card, width: 100)
        XCTAssertEqual(lazy.pool.engineCount, 1)
    }
}

/// Values appended from any thread.
private final class LockedArray: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [[Int]] = []

    func append(_ value: [Int]) { lock.withLock { stored.append(value) } }

    var values: [[Int]] { lock.withLock { stored } }
}

import CorollaTestSupport
import XCTest
@testable import CorollaLayout

/// The layouts' registrations and the item offsets of a result.
final class LayoutRegistryTests: XCTestCase {
    /// Rule: every layout kind is registered once, in `Kind` order, and each registration's
    /// layout wraps to its own kind and declares settable properties of its own kind, each name
    /// once.
    func testEveryKindIsRegisteredOnce() {
        XCTAssertEqual(AnyLayout.registered.map { $0.kind }, AnyLayout.Kind.allCases)
        for layout in AnyLayout.registered {
            XCTAssertEqual(AnyLayout.registration(of: layout.kind).map { $0.kind }, layout.kind)
            XCTAssertEqual(layout.settings.map(\.kind), Array(repeating: layout.kind, count: layout.settings.count))
            XCTAssertEqual(Set(layout.settings.map(\.settingName)).count, layout.settings.count, "\(layout.kind): a setting twice")
            XCTAssertNotNil(AnyLayout.registration(of: AnyLayout(layout.kind).kind))
        }
    }

    /// Rule: a layout's kind is the case of `AnyLayout` that holds it, and its title the kind's name
    /// with a capital unless it gives its own.
    func testKindAndTitleFollowTheCase() throws {
        for layout in AnyLayout.registered {
            let wrapped = try XCTUnwrap(AnyLayout(layout.kind).base as? any RegisteredLayout)
            XCTAssertEqual(wrapped.wrapped.kind, layout.kind)
        }
        XCTAssertEqual(AnyLayout.registered.map { $0.title }, ["Flow", "Aligned flow", "Waterfall", "Grid", "Fan"])
    }

    /// Rule: a setting named after its property is the property's words in lower case joined by
    /// dashes, as the fan's settings are.
    func testSettingNamedAfterItsProperty() {
        XCTAssertEqual(LayoutSettingName(property: "radiusFraction"), "radius-fraction")
        XCTAssertEqual(LayoutSettingName(property: "tolerance"), "tolerance")
        XCTAssertEqual(FanLayout.settings.map(\.settingName), ["item-size", "start-angle", "angle-step", "radius-fraction"])
        XCTAssertEqual(FanLayout.settings.map(\.name), ["itemSize", "startAngle", "angleStep", "radiusFraction"])
    }

    /// Rule: flow and aligned flow declare the settings of the options they share alike, and size
    /// a card grid's items alike; a grid scrolling horizontally sizes nothing it can measure.
    func testLayoutsThatShareOptionsShareTheirSettingsAndSizing() throws {
        let container = Size(width: 390, height: 844)
        let shared: [LayoutSettingName] = ["item-spacing", "line-spacing", "inset", "item-width"]
        XCTAssertEqual(FlowLayout.settings.map(\.settingName), shared)
        XCTAssertEqual(Array(AlignedFlowLayout.settings.map(\.settingName).prefix(shared.count)), shared)
        let aligned = AlignedFlowLayout(itemSize: Size(width: 120, height: 50), sectionInset: EdgeInsets(all: 8))
        XCTAssertEqual(
            try AnyLayout.aligned(aligned).itemSizing(in: container, scale: .none),
            .free(itemWidth: 120, sectionInset: EdgeInsets(all: 8), scrollDirection: .vertical))
        XCTAssertEqual(try AnyLayout.grid(GridLayout(scrollDirection: .horizontal)).itemSizing(in: container, scale: .none), .horizontalColumns)
    }

    /// Rule: item `i` of section `s` is item `itemOffsets[s] + i` of the flattened items, and the
    /// last offset is the item count — for random section sizes, empty sections included.
    func testItemOffsetsIndexTheFlattenedItems() throws {
        var random = SplitMix64(seed: 23)
        for _ in 0..<50 {
            let counts = (0..<Int.random(in: 0...6, using: &random)).map { _ in Int.random(in: 0...9, using: &random) }
            let sections = counts.map { LayoutSection(items: Array(repeating: .height(Double.random(in: 1...90, using: &random)), count: $0)) }
            let result = try AnyLayout.waterfall(WaterfallLayout()).layout(sections, in: Size(width: 390, height: 844), scale: .none)
            let offsets = result.itemOffsets
            XCTAssertEqual(offsets.count, counts.count + 1)
            XCTAssertEqual(offsets.last, result.itemCount)
            let flat = result.sections.flatMap(\.items)
            for (section, frames) in result.sections.enumerated() {
                for (item, frame) in frames.items.enumerated() { XCTAssertEqual(flat[offsets[section] + item], frame) }
            }
        }
    }

    /// Rule: how a layout sizes a card grid's items follows its configuration: a fan its item
    /// size, a waterfall its column width (vertical) or nothing it can measure (horizontal), a
    /// grid of stretched rows its rows, a flow its item width and inset.
    func testItemSizingFollowsTheConfiguration() throws {
        let container = Size(width: 390, height: 844)
        XCTAssertEqual(try AnyLayout.fan(FanLayout()).itemSizing(in: container, scale: .none), .fixed(FanLayout().itemSize))
        let waterfall = WaterfallLayout(columnCount: 2, minimumColumnSpacing: 10, sectionInset: EdgeInsets(all: 10))
        XCTAssertEqual(try AnyLayout.waterfall(waterfall).itemSizing(in: container, scale: .none), .columns(width: 180, stretchedRows: false))
        XCTAssertEqual(
            try AnyLayout.waterfall(WaterfallLayout(scrollDirection: .horizontal)).itemSizing(in: container, scale: .none), .horizontalColumns)
        var grid = GridLayout(columnCount: 3)
        grid.itemAlignment = .stretch
        guard case .columns(_, true) = try AnyLayout.grid(grid).itemSizing(in: container, scale: .none) else {
            return XCTFail("a grid of stretched rows sizes rows")
        }
        let flow = FlowLayout(itemSize: Size(width: 168, height: 50), sectionInset: EdgeInsets(all: 12))
        XCTAssertEqual(
            try AnyLayout.flow(flow).itemSizing(in: container, scale: .none),
            .free(itemWidth: 168, sectionInset: EdgeInsets(all: 12), scrollDirection: .vertical))
    }
}

import Foundation
import XCTest
@testable import CorollaLayout

final class AnyLayoutTests: XCTestCase {
    private func decode(_ json: String) throws -> AnyLayout {
        try JSONDecoder().decode(AnyLayout.self, from: Data(json.utf8))
    }

    func testTypeSelectsTheLayoutAndOmittedOptionsTakeTheirDefaults() throws {
        XCTAssertEqual(try decode(#"{"type": "grid", "columnCount": 3}"#), .grid(GridLayout(columnCount: 3)))
        XCTAssertEqual(try decode(#"{"type": "fan"}"#), .fan(FanLayout()))
        XCTAssertEqual(
            try decode(#"{"type": "waterfall", "minimumColumnSpacing": 8, "sectionInset": {"top": 1, "left": 2, "bottom": 3, "right": 4}}"#),
            .waterfall(WaterfallLayout(minimumColumnSpacing: 8, sectionInset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))))
    }

    func testMissingOrUnknownTypeIsAnError() {
        XCTAssertThrowsError(try decode(#"{"columnCount": 3}"#))
        XCTAssertThrowsError(try decode(#"{"type": "spiral"}"#))
    }

    func testEncodingRoundTripsEveryKind() throws {
        let layouts: [AnyLayout] = [
            .flow(FlowLayout(itemSize: Size(width: 168, height: 120), scrollDirection: .horizontal)),
            .aligned(AlignedFlowLayout(maximumInteritemSpacing: 20, horizontalAlignment: .trailing)),
            .waterfall(WaterfallLayout(columnCount: 3, minimumColumnWidth: 120, itemRenderDirection: .leftToRight)),
            .grid(GridLayout(columnCount: 4, itemHeight: 80, scrollDirection: .horizontal)),
            .fan(FanLayout(itemSize: Size(width: 60, height: 80), centerOffset: Point(x: 5, y: 10))),
        ]
        for layout in layouts {
            XCTAssertEqual(try JSONDecoder().decode(AnyLayout.self, from: JSONEncoder().encode(layout)), layout)
        }
    }

    func testEveryKindHasADefaultLayout() {
        XCTAssertEqual(AnyLayout.Kind.allCases.map { AnyLayout($0).kind }, AnyLayout.Kind.allCases)
    }

    func testCanonicalFormSortsKeysAndFillsInDefaults() throws {
        let short = try decode(#"{"type": "fan"}"#).canonicalForm()
        let spelled = try decode(#"{"angleStep": -0.35, "radiusFraction": 0.72, "type": "fan"}"#).canonicalForm()
        XCTAssertEqual(short, spelled)
        XCTAssertEqual(
            short,
            #"{"angleStep":-0.35,"centerOffset":{"x":0,"y":40},"fitsContainer":false,"itemSize":{"height":96,"width":72},"radiusFraction":0.72,"startAngle":-1.9,"type":"fan"}"#)
        XCTAssertNotEqual(short, try decode(#"{"type": "fan", "angleStep": -0.3}"#).canonicalForm())
    }

    func testCanonicalFormRefusesNonFiniteOptions() {
        XCTAssertThrowsError(try AnyLayout.grid(GridLayout(lineSpacing: .infinity)).canonicalForm())
    }

    func testLayoutIsForwardedToTheWrappedConfiguration() throws {
        let grid = GridLayout(columnCount: 3)
        let sections = [LayoutSection(items: Array(repeating: .height(40), count: 7), header: 20)]
        let size = Size(width: 390, height: 844)
        XCTAssertEqual(try AnyLayout.grid(grid).layout(sections, in: size), try grid.layout(sections, in: size))
        XCTAssertEqual(
            AnyLayout.fan(FanLayout()).shouldInvalidate(forContainerChange: size, to: Size(width: 390, height: 1)), true)
    }

    func testItemSpanDefaultsToOne() throws {
        let item = try JSONDecoder().decode(LayoutItem.self, from: Data(#"{"height": 120}"#.utf8))
        XCTAssertEqual(item, LayoutItem(height: 120, span: 1))
    }
}

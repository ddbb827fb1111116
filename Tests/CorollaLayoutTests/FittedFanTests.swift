import Foundation
import XCTest
@testable import CorollaLayout

/// The fitted fan (`FanLayout.fitsContainer`): every card inside its container-high band, no two
/// centres alike, as many fans as the legibility rule asks for.
final class FittedFanTests: XCTestCase {
    private let containers = [Size(width: 390, height: 844), Size(width: 834, height: 1194), Size(width: 1024, height: 768), Size(width: 200, height: 260)]

    /// Rule: for n = 1…200 cards (in one section or three), in phone, tablet and small containers,
    /// every frame lies inside the content and inside one container-high band (one fan a page), no
    /// two centres coincide, the content is one container height per fan, and no fan holds more
    /// than the capacity; a fan of one card stands upright at the band's centre.
    func testEveryCardLiesInsideItsBandWithDistinctCentres() throws {
        let fan = FanLayout(fitsContainer: true)
        for container in containers {
            let capacity = fan.fittedCapacity(in: container)
            XCTAssertGreaterThanOrEqual(capacity, 1)
            for count in 1...200 {
                let split = [count / 3, count / 3, count - 2 * (count / 3)]
                for sections in [[count], split] {
                    let result = try fan.layout(sections.map { LayoutSection(items: Array(repeating: LayoutItem(), count: $0)) }, in: container)
                    let frames = result.sections.flatMap(\.items)
                    let fans = (count + capacity - 1) / capacity
                    XCTAssertEqual(result.contentSize, Size(width: container.width, height: container.height * Double(fans)), "\(count) in \(container)")
                    var centres = Set<[Double]>()
                    var perBand: [Int: Int] = [:]
                    for frame in frames {
                        let band = (frame.minY / container.height).rounded(.down)
                        XCTAssertGreaterThanOrEqual(frame.minX, 0, "\(count) in \(container)")
                        XCTAssertLessThanOrEqual(frame.maxX, container.width, "\(count) in \(container)")
                        XCTAssertLessThanOrEqual(frame.maxY, (band + 1) * container.height, "\(count) in \(container): crosses a band")
                        XCTAssertLessThan(band, Double(fans))
                        perBand[Int(band), default: 0] += 1
                        centres.insert([frame.midX, frame.midY])
                    }
                    XCTAssertEqual(centres.count, count, "\(count) in \(container): centres coincide")
                    XCTAssertEqual(perBand.count, fans)
                    XCTAssertLessThanOrEqual(perBand.values.max() ?? 0, capacity)
                }
            }
            let one = try fan.layout([LayoutSection(items: [LayoutItem()])], in: container)
            XCTAssertEqual(one.sections[0].rotations, [0])
            XCTAssertEqual(one.sections[0].items[0].midX, container.width / 2, accuracy: 1e-9)
            XCTAssertEqual(one.sections[0].items[0].midY, container.height / 2, accuracy: 1e-9)
        }
    }

    /// Rule: neighbouring cards of one fan keep the legible spacing a third of a card's height
    /// inside the arc, and one more card in a fan would break it (the capacity is the largest).
    func testCapacityIsTheLargestLegibleFan() throws {
        let fan = FanLayout(fitsContainer: true)
        for container in containers.prefix(3) {
            let capacity = fan.fittedCapacity(in: container)
            for (count, legible) in [(capacity, true), (capacity + 1, false)] where count > 1 {
                // A single fan of `count`: the radius from the first card (its centre is r·cos(angle)
                // off the vertical axis), the spacing along the circle a third of a card inside.
                let places = (0..<count).map { fan.fittedPlace(of: $0, count: count, fans: 1, in: container) }
                let radius = (places[0].center.x - container.width / 2) / cos(places[0].angle)
                let spacing = (radius - fan.itemSize.height / 3) * (places[1].angle - places[0].angle)
                XCTAssertEqual(spacing >= FanLayout.fittedSpacing * fan.itemSize.width, legible, "\(count) in \(container): \(spacing)")
            }
        }
    }

    /// Rule: a fitted fan places everything again on a relayout (every frame depends on the count),
    /// and gives the frames of a fresh layout.
    func testRelayoutPlacesEverythingAgain() throws {
        let fan = FanLayout(fitsContainer: true)
        let container = Size(width: 390, height: 844)
        var result = try fan.layout([LayoutSection(items: Array(repeating: LayoutItem(), count: 9))], in: container)
        let sections = [LayoutSection(items: Array(repeating: LayoutItem(), count: 10))]
        try fan.relayout(&result, sections: sections, in: container, scale: DisplayScale(2), from: ItemPath(section: 0, item: 9))
        XCTAssertEqual(result.sections, try fan.layout(sections, in: container, scale: DisplayScale(2)).sections)
        XCTAssertEqual(AnyLayout.fan(fan).relayoutStart(of: result, sectionCount: 1, from: ItemPath(section: 0, item: 9)), ItemPath(section: 0, item: 0))
    }

    /// Rule: a container too small for a fitted card is refused, naming the option.
    func testTooSmallAContainerIsRefused() {
        XCTAssertThrowsError(try FanLayout(fitsContainer: true).layout([], in: Size(width: 100, height: 844))) { error in
            XCTAssertEqual((error as? LayoutError)?.field, "layout.fitsContainer")
        }
    }

    /// Rule: a fitted fan given any property of the seed's geometry (a start angle, an angle step,
    /// a radius fraction) keeps that geometry and no longer fits the container; given any other
    /// setting, or none, it still fits; the seed's fan and every other layout are what they were.
    func testTheSeedGeometryGivenTurnsFittingOff() {
        let names = Set(FanLayout.settings.map(\.name))
        XCTAssertTrue(FanLayout.seedGeometry.isSubset(of: names), "the seed geometry names settings of the fan")
        let fitted = AnyLayout.fan(FanLayout(fitsContainer: true))
        for property in FanLayout.settings {
            let given = fitted.afterGiving([property.settingName])
            let expected = FanLayout.seedGeometry.contains(property.name) ? AnyLayout.fan(FanLayout()) : fitted
            XCTAssertEqual(given, expected, "\(property.settingName)")
        }
        XCTAssertEqual(fitted.afterGiving([]), fitted)
        XCTAssertEqual(fitted.afterGiving(["start-angle", "item-size"]), .fan(FanLayout()))
        XCTAssertEqual(AnyLayout.fan(FanLayout()).afterGiving(["angle-step"]), .fan(FanLayout()))
        for kind in AnyLayout.Kind.allCases where kind != .fan {
            let settings = AnyLayout.registration(of: kind)?.settings.map(\.settingName) ?? []
            XCTAssertEqual(AnyLayout(kind).afterGiving(settings + ["start-angle"]), AnyLayout(kind), "\(kind)")
        }
    }
}

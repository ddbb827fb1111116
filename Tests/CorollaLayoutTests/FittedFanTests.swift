import Foundation
import XCTest
@testable import CorollaLayout

/// The fitted fan (`FanLayout.fitsContainer`): every card inside its container-high band, no two
/// centres alike, as many rings and fans as the legibility rule asks for.
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

    /// Rule: neighbouring cards of one ring keep the legible spacing a third of a card's height
    /// inside the arc, and one more card in a ring would break it (the ring capacity is the
    /// largest); a fan stacks as many rings as fit the height.
    func testRingCapacityIsTheLargestLegibleRing() throws {
        let fan = FanLayout(fitsContainer: true)
        for container in containers.prefix(3) {
            let capacity = fan.fittedRingCapacity(in: container)
            XCTAssertEqual(fan.fittedCapacity(in: container), capacity * fan.fittedRings(in: container))
            if capacity > 1 {
                // One ring of `capacity`: the radius from the first card (its centre is r·cos(angle)
                // off the vertical axis), the spacing along the circle a third of a card inside.
                let places = (0..<capacity).map { fan.fittedPlace(of: $0, count: capacity, fans: 1, in: container) }
                let radius = (places[0].center.x - container.width / 2) / cos(places[0].angle)
                let spacing = (radius - fan.itemSize.height / 3) * (places[1].angle - places[0].angle)
                XCTAssertGreaterThanOrEqual(spacing, FanLayout.fittedSpacing * fan.itemSize.width, "\(capacity) in \(container)")
            }
            let more = fan.fittedArc(count: capacity + 1, in: container)
            XCTAssertLessThan((more.radius - fan.itemSize.height / 3) * more.step, FanLayout.fittedSpacing * fan.itemSize.width, "\(container)")
        }
    }

    /// Rule (issue 38): a phone screen of fan is a screenful. At 390×844, every page as high as
    /// the container shows at least 8 cards (of 8 or more), 40 favorites take 3 pages (not ten
    /// near-empty ones), every frame lies inside the width and inside its page, and cards overlap
    /// only as a fan means them to: two cards whose outlines meet are neighbours of one ring whose
    /// names' line (a third of a card inside the arc) keeps the legible spacing; cards of
    /// different rings never meet.
    func testAPhoneScreenShowsAScreenfulOfLegibleCards() throws {
        let fan = FanLayout(fitsContainer: true)
        let phone = Size(width: 390, height: 844)
        for count in [8, 9, 16, 17, 40, 100] {
            let result = try fan.layout([LayoutSection(items: Array(repeating: LayoutItem(), count: count))], in: phone)
            let frames = result.sections[0].items
            let rotations = try XCTUnwrap(result.sections[0].rotations)
            let pages = Int((result.contentSize.height / phone.height).rounded(.up))
            if count == 40 { XCTAssertEqual(pages, 3) }
            for page in 0..<pages {
                let screen = Rect(x: 0, y: Double(page) * phone.height, width: phone.width, height: phone.height)
                let shown = frames.filter { $0.intersects(screen) }
                XCTAssertGreaterThanOrEqual(shown.count, 8, "\(count) cards, page \(page)")
                for frame in shown {
                    XCTAssertTrue(frame.minX >= 0 && frame.maxX <= phone.width, "\(count): \(frame) leaves the width")
                    XCTAssertTrue(frame.minY >= screen.minY && frame.maxY <= screen.maxY, "\(count): \(frame) crosses a page")
                }
            }
            let outlines = zip(frames, rotations).map { outline(centre: Point(x: $0.midX, y: $0.midY), rotation: $1, size: fan.itemSize) }
            for first in outlines.indices {
                for second in outlines.indices where second > first && overlap(outlines[first], outlines[second]) {
                    // Neighbours of one ring turn further clockwise; the next ring starts turned back.
                    XCTAssertTrue(second == first + 1 && rotations[second] > rotations[first], "\(count): cards \(first) and \(second) overlap")
                    let names = [first, second].map { nameLine(centre: Point(x: frames[$0].midX, y: frames[$0].midY), rotation: rotations[$0], size: fan.itemSize) }
                    // The chord of a step of at most 0.35 radians is over 0.99 of its arc.
                    XCTAssertGreaterThanOrEqual(
                        hypot(names[0].x - names[1].x, names[0].y - names[1].y), 0.99 * FanLayout.fittedSpacing * fan.itemSize.width,
                        "\(count): the names of cards \(first) and \(second)")
                }
            }
        }
    }

    /// The corners of a `size` card centred at `centre` and turned by `rotation`.
    private func outline(centre: Point, rotation: Double, size: Size) -> [Point] {
        [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { sx, sy in
            let x = sx * size.width / 2, y = sy * size.height / 2
            return Point(x: centre.x + x * cos(rotation) - y * sin(rotation), y: centre.y + x * sin(rotation) + y * cos(rotation))
        }
    }

    /// The middle of a card's line a third of its height from its bottom (the hub's side), where a
    /// tile's name is.
    private func nameLine(centre: Point, rotation: Double, size: Size) -> Point {
        let down = size.height / 2 - size.height / 3
        return Point(x: centre.x - down * sin(rotation), y: centre.y + down * cos(rotation))
    }

    /// Whether two convex outlines overlap by more than a touch (no separating axis among their edges').
    private func overlap(_ a: [Point], _ b: [Point]) -> Bool {
        for polygon in [a, b] {
            for index in polygon.indices {
                let p = polygon[index], q = polygon[(index + 1) % polygon.count]
                let axis = (x: q.y - p.y, y: p.x - q.x)
                let project = { (points: [Point]) in points.map { $0.x * axis.x + $0.y * axis.y } }
                let (pa, pb) = (project(a), project(b))
                if (pa.max() ?? 0) <= (pb.min() ?? 0) + 1e-6 || (pb.max() ?? 0) <= (pa.min() ?? 0) + 1e-6 { return false }
            }
        }
        return true
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

import CorollaCards
import CorollaStore
import CorollaTestSupport
import XCTest

@testable import CorollaService

/// One watering rule (``WateringDue``) at every door: what needs water (`today`, `plants list
/// --needs-water`: the catalog's SQL selection), a plant's own `needsWater` (the listings'
/// `needs_water`), the grid's cards (the page's `needs_water`) and the calendar's events.
final class OneWateringRuleTests: XCTestCase {
    private let november = { (day: Int) in CalendarDate(daysSince1970: CalendarDate(year: 2026, month: 11, day: 1)!.daysSince1970 + day - 1) }

    /// Rule: a plant without an interval of its own is due 7 days after its last watering
    /// (``Plant/defaultWateringIntervalDays``), one never watered needs water every day, and a plant
    /// needs water from its due day on.
    func testTheRule() {
        let day = november(10)
        XCTAssertEqual(WateringDue(lastWatered: november(3), waterEveryDays: nil).due, day)
        XCTAssertTrue(WateringDue(lastWatered: november(3), waterEveryDays: nil).needsWater(on: day))
        XCTAssertFalse(WateringDue(lastWatered: november(4), waterEveryDays: nil).needsWater(on: day))
        XCTAssertFalse(WateringDue(lastWatered: november(8), waterEveryDays: 3).needsWater(on: day))
        XCTAssertEqual(WateringDue(lastWatered: november(1), waterEveryDays: 3).daysOverdue(on: day), 6)
        XCTAssertTrue(WateringDue(lastWatered: nil, waterEveryDays: 30).needsWater(on: day))
        XCTAssertNil(WateringDue(lastWatered: nil, waterEveryDays: 30).due)
        XCTAssertEqual(WateringDue(lastWatered: november(1), waterEveryDays: 3).scheduledDaysSince1970(from: day), day.daysSince1970)
        XCTAssertEqual(WateringDue(lastWatered: november(9), waterEveryDays: 3).scheduledDaysSince1970(from: day), november(12).daysSince1970)
        XCTAssertEqual(WateringDue(lastWatered: november(9), waterEveryDays: .max).due, CalendarDate(year: 9999, month: 12, day: 31))
        XCTAssertFalse(WateringDue(lastWatered: november(9), waterEveryDays: .max).needsWater(on: day))
    }

    /// Rule (property, fixed seed): for random catalogs and days D, these are the same plants —
    /// what needs water on D as the catalog selects it (`today`, `plants list --needs-water`),
    /// the plants whose `needsWater(on: D)` holds (the listings' `needs_water`), the cards that the
    /// grid and the page draw as needing water on D, and the plants with an event on D in the
    /// calendar made on D (its events read back from the text, their recurrence expanded); every
    /// other plant's event is on its due day.
    func testEveryDoorAgreesOnWhatNeedsWater() throws {
        var random = SplitMix64(seed: 27)
        for round in 0..<30 {
            let service = CatalogService(store: try CatalogStore.inMemory())
            for index in 0..<Int.random(in: 0...25, using: &random) {
                let watered = Int.random(in: 0...4, using: &random) == 0 ? nil : november(Int.random(in: -40...30, using: &random))
                let every = Int.random(in: 0...2, using: &random) == 0 ? nil : Int.random(in: 1...21, using: &random)
                try service.plants.add(PlantDraft(key: "p\(index)", name: "Plant \(index)", waterEveryDays: every, lastWatered: watered))
            }
            let plants = try service.plants.list()
            let keys = Dictionary(uniqueKeysWithValues: plants.map { ($0.id, $0.key) })
            for _ in 0..<4 {
                let day = november(Int.random(in: -20...60, using: &random))
                let context = "round \(round), on \(day)"
                let selected = Set(try service.waterings.due(on: day).map(\.plant.key))
                XCTAssertEqual(selected, Set(plants.filter { $0.needsWater(on: day) }.map(\.key)), context)
                XCTAssertEqual(selected, Set(plants.filter { CardContent(plant: $0).needsWater(on: day.midnightUTC) }.map(\.key)), context)
                let calendar = try service.waterings.calendar(on: day)
                XCTAssertEqual(calendar.plants.count, plants.count, context)
                let starts = Self.eventStarts(calendar.document)
                XCTAssertEqual(Set(starts.filter { $0.value.occurs(on: day) }.compactMap { keys[$0.key] }), selected, context)
                for plant in plants where !selected.contains(plant.key) {
                    XCTAssertEqual(starts[plant.id]?.start, plant.nextWatering, "\(plant.key), \(context)")
                }
            }
        }
    }

    /// An event read back from the calendar's text: its first day and its interval.
    private struct Recurrence {
        var start: CalendarDate
        var interval: Int

        func occurs(on day: CalendarDate) -> Bool {
            let days = day.daysSince1970 - start.daysSince1970
            return days >= 0 && days % interval == 0
        }
    }

    /// Each event of `document` by plant id (from its UID): its lines unfolded, `DTSTART` and
    /// `RRULE`'s `INTERVAL` read.
    private static func eventStarts(_ document: String) -> [Int64: Recurrence] {
        let lines = document.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
        var events: [Int64: Recurrence] = [:]
        var id: Int64?, start: CalendarDate?, interval: Int?
        for line in lines {
            if line.hasPrefix("UID:corolla-plant-") { id = Int64(line.dropFirst("UID:corolla-plant-".count).prefix { $0 != "-" }) }
            if line.hasPrefix("DTSTART;VALUE=DATE:") {
                let digits = line.dropFirst("DTSTART;VALUE=DATE:".count)
                start = CalendarDate(iso: "\(digits.prefix(4))-\(digits.dropFirst(4).prefix(2))-\(digits.suffix(2))")
            }
            if line.hasPrefix("RRULE:"), let part = line.split(separator: ";").first(where: { $0.hasPrefix("INTERVAL=") }) {
                interval = Int(part.dropFirst("INTERVAL=".count))
            }
            if line == "END:VEVENT", let eventID = id, let first = start, let every = interval {
                events[eventID] = Recurrence(start: first, interval: every)
                (id, start, interval) = (nil, nil, nil)
            }
        }
        return events
    }
}

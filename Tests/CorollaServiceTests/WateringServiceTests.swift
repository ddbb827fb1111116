import CorollaStore
import CorollaTestSupport
import XCTest

@testable import CorollaService

/// Watering through the service: several plants at once, what needs water, and the calendar's text.
final class WateringServiceTests: XCTestCase {
    private let day = { (day: Int) in CalendarDate(year: 2026, month: 11, day: day)! }

    /// Rule: an unknown reference among several waters none of them and names it.
    func testAnUnknownPlantWatersNothing() throws {
        let service = CatalogService(store: try CatalogStore.inMemory())
        try service.plants.add(PlantDraft(key: "aloe", name: "Aloe", lastWatered: day(1)))
        XCTAssertThrowsError(try service.waterings.water([.key("aloe"), .key("nope")], on: day(5))) { error in
            XCTAssertEqual(error as? ServiceError, .plantNotFound(.key("nope")))
        }
        XCTAssertEqual(try service.plants.plant(.key("aloe")).lastWatered, day(1))
        XCTAssertEqual(try service.store.waterings.all().count, 1)
        XCTAssertEqual(try service.waterings.water([.key("aloe")], on: day(5)).map(\.lastWatered), [day(5)])
    }

    /// Rule: watering notes, plant by plant, whether the day was new to its history: a day already
    /// recorded (and a plant named a second time) adds nothing and says so; a day before the last
    /// watering is new; an unknown reference waters none, as ``water(_:on:)`` does.
    func testWateringNotesADayAlreadyRecorded() throws {
        let service = CatalogService(store: try CatalogStore.inMemory())
        try service.plants.add(PlantDraft(key: "aloe", name: "Aloe", lastWatered: day(5)))
        try service.plants.add(PlantDraft(key: "fern", name: "Fern"))
        let first = try service.waterings.waterNoting([.key("aloe"), .key("fern"), .key("aloe")], on: day(5))
        XCTAssertEqual(first.map(\.plant.key), ["aloe", "fern", "aloe"])
        XCTAssertEqual(first.map(\.added), [false, true, false])
        XCTAssertEqual(try service.waterings.waterNoting([.key("fern")], on: day(5)).map(\.added), [false])
        XCTAssertEqual(try service.waterings.waterNoting([.key("fern")], on: day(2)).map(\.added), [true])
        XCTAssertEqual(try service.waterings.waterNoting([.key("fern")], on: day(2)).map(\.added), [false])
        XCTAssertEqual(try service.plants.plant(.key("fern")).lastWatered, day(5))
        XCTAssertThrowsError(try service.waterings.waterNoting([.key("aloe"), .key("nope")], on: day(7)))
        XCTAssertEqual(try service.store.waterings.all().count, 3, "aloe on the 5th, fern on the 2nd and the 5th")
    }

    /// Rule: what needs water comes most overdue first — never watered, then by days overdue
    /// (due + days overdue = the day asked about), then by name — and nothing that does not.
    func testWhatNeedsWaterIsMostOverdueFirst() throws {
        let service = CatalogService(store: try CatalogStore.inMemory())
        try service.plants.add(PlantDraft(key: "b", name: "b", waterEveryDays: 2, lastWatered: day(20)))
        try service.plants.add(PlantDraft(key: "a", name: "A", waterEveryDays: 2, lastWatered: day(20)))
        try service.plants.add(PlantDraft(key: "never", name: "Never"))
        try service.plants.add(PlantDraft(key: "old", name: "Old", lastWatered: day(1)))
        try service.plants.add(PlantDraft(key: "fresh", name: "Fresh", waterEveryDays: 10, lastWatered: day(20)))
        try service.plants.add(PlantDraft(key: "today", name: "Today", waterEveryDays: 5, lastWatered: day(20)))
        let dues = try service.waterings.due(on: day(25))
        XCTAssertEqual(dues.map(\.plant.key), ["never", "old", "a", "b", "today"])
        XCTAssertEqual(dues.map(\.daysOverdue), [nil, 17, 3, 3, 0])
        for due in dues {
            if let date = due.due, let days = due.daysOverdue { XCTAssertEqual(date.daysSince1970 + days, day(25).daysSince1970) }
        }
        XCTAssertEqual(try service.waterings.due(on: day(25), PlantFilter(search: "OL")).map(\.plant.key), ["old"])
    }

    /// Rule: what needs water streams (sorted by SQLite, one statement) in ``DueWatering``'s order —
    /// the same plants in the same order as selecting them in Swift and sorting them whole — with each
    /// favorite's index, on random catalogs with ties of due day and of names that differ in case
    /// only (names in NFC: SQLite compares bytes, Swift canonical equivalence), and under a filter.
    func testWhatNeedsWaterStreamsInTheSortedOrder() throws {
        var random = SplitMix64(seed: 18)
        let names = ["Aloe", "aloe", "ALOE", "Basil", "fern", "Fern", "Ivy", "龟背竹", "Ümlaut", "ümlaut"]
        for _ in 0..<25 {
            let service = CatalogService(store: try CatalogStore.inMemory())
            for index in 0..<Int.random(in: 5...40, using: &random) {
                let watered = Bool.random(using: &random) || Bool.random(using: &random) ? day(Int.random(in: 1...28, using: &random)) : nil
                let every = Int.random(in: 0...3, using: &random) == 0 ? nil : Int.random(in: 1...9, using: &random)
                let kind = Bool.random(using: &random) ? "fern" : nil
                try service.plants.add(
                    PlantDraft(key: "p\(index)", name: names.randomElement(using: &random) ?? "", kind: kind, waterEveryDays: every, lastWatered: watered))
                if Bool.random(using: &random) { try service.favorites.add(.key("p\(index)"), at: 0) }
            }
            let on = day(Int.random(in: 1...30, using: &random))
            let positions = Dictionary(uniqueKeysWithValues: try service.favorites.list().map { ($0.plant.id, $0.position) })
            for filter in [PlantFilter(), PlantFilter(kinds: ["FERN"])] {
                var streamed: [DueWatering] = []
                try service.waterings.forEachDue(on: on, filter) { due, position in
                    streamed.append(due)
                    XCTAssertEqual(position, positions[due.plant.id], due.plant.key)
                }
                let sorted = try service.plants.list(filter).filter { $0.needsWater(on: on) }.map { DueWatering(plant: $0, on: on) }.sorted()
                XCTAssertEqual(streamed.map(\.plant.key), sorted.map(\.plant.key), "on \(on), \(filter)")
            }
        }
    }

    /// Rule: an interval as large as SQL stores (written from outside) crashes nothing: the next
    /// watering stops at 9999-12-31 and the plant needs no water; the calendar, which cannot write
    /// a day after 9999-12-31, leaves the plant out and says so (``WateringCalendar/unwritable``).
    func testTheLargestIntervalCrashesNothing() throws {
        let service = CatalogService(store: try CatalogStore.inMemory())
        try service.plants.add(PlantDraft(key: "slow", name: "Slow", lastWatered: day(1)))
        try service.store.database.execute("UPDATE plants SET water_every_days = 9223372036854775807")
        let slow = try service.waterings.water([.key("slow")], on: day(2))
        XCTAssertEqual(slow.first?.nextWatering, CalendarDate(year: 9999, month: 12, day: 31))
        XCTAssertEqual(try service.waterings.due(on: day(30)).count, 0)
        let calendar = try service.waterings.calendar(on: day(30))
        XCTAssertEqual(calendar.unwritable.map(\.key), ["slow"])
        XCTAssertFalse(calendar.document.contains("BEGIN:VEVENT"))
    }

    /// Rule: TEXT values escape backslash, semicolon, comma and every line break, and replace
    /// control characters; folded lines are at most 75 octets, continue with a space, end in
    /// CRLF, never split a UTF-8 sequence, and unfold to the line.
    func testICalendarTextEscapingAndFolding() throws {
        XCTAssertEqual(ICalendarText.escaped("a,b;c\\d\r\ne\nf\rg\th\u{1B}i"), "a\\,b\\;c\\\\d\\ne\\nf\\ng\th\u{FFFD}i")
        let line = "SUMMARY:" + String(repeating: "龟背竹🌱e\u{301}", count: 20)
        let folded = ICalendarText.folded(line)
        XCTAssertTrue(folded.hasSuffix("\r\n"))
        let lines = folded.components(separatedBy: "\r\n").dropLast()
        XCTAssertGreaterThan(lines.count, 1)
        for (index, part) in lines.enumerated() {
            XCTAssertLessThanOrEqual(part.utf8.count, 75, part)
            XCTAssertEqual(part.utf8.first == 0x20, index > 0, part)
            XCTAssertFalse(part.unicodeScalars.contains("\u{FFFD}"), "no sequence split: \(part)")
        }
        XCTAssertEqual(lines.enumerated().map { $0 == 0 ? $1 : String($1.dropFirst()) }.joined(), line)
        XCTAssertEqual(ICalendarText.folded(String(repeating: "a", count: 75)), String(repeating: "a", count: 75) + "\r\n")
    }

    /// Rule (property): for random text of every kind of character (escaped ones, line breaks,
    /// controls, CJK, emoji, combining marks), a folded `TEXT` line is at most 75 octets a line,
    /// never splits a scalar, and unfolded and unescaped (RFC 5545's reading) gives the text back,
    /// line breaks as LF and controls as U+FFFD.
    func testFoldedEscapedTextReadsBackAsWritten() throws {
        let alphabet: [String] = [",", ";", "\\", "\n", "\r", "\r\n", "\t", "\u{1B}", "\u{7F}", "a", "Z", " ", ":", "龟", "背", "🌿", "👩‍👩‍👧", "e\u{301}", "Ω", "\u{200F}"]
        var random = SplitMix64(seed: 5545)
        for round in 0..<500 {
            let text = (0..<Int.random(in: 0...120, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "" }.joined()
            let folded = ICalendarText.folded("DESCRIPTION:" + ICalendarText.escaped(text))
            var lines = folded.components(separatedBy: "\r\n")
            XCTAssertEqual(lines.popLast(), "", "ends in CRLF, round \(round)")
            XCTAssertTrue(lines.allSatisfy { $0.utf8.count <= 75 }, "round \(round)")
            XCTAssertTrue(lines.dropFirst().allSatisfy { $0.utf8.first == 0x20 }, "round \(round)")
            let unfolded = lines.enumerated().map { $0 == 0 ? $1 : String($1.unicodeScalars.dropFirst()) }.joined()
            var read = "", escaping = false
            for scalar in unfolded.unicodeScalars.dropFirst("DESCRIPTION:".count) {
                if escaping {
                    read.unicodeScalars.append(scalar == "n" ? "\n" : scalar)
                    escaping = false
                } else if scalar == "\\" {
                    escaping = true
                } else {
                    read.unicodeScalars.append(scalar)
                }
            }
            var expected = ""
            for scalar in text.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars {
                expected.unicodeScalars.append(scalar == "\r" ? "\n" : scalar.value < 0x20 && scalar != "\t" && scalar != "\n" || scalar.value == 0x7F ? "\u{FFFD}" : scalar)
            }
            XCTAssertEqual(Array(read.unicodeScalars), Array(expected.unicodeScalars), "round \(round)")
        }
    }

    /// Rule: the calendar has one event per plant, every N days (its interval, 7 without one):
    /// on the day asked about for a plant that needs water then (overdue, due or never watered),
    /// else on its due day; each with a reminder at 09:00 (or the time asked, or none); named;
    /// its UID unchanged by edits and waterings, and the same text for the same catalog.
    func testTheCalendarsEventsAndTheirIdentity() throws {
        let service = CatalogService(store: try CatalogStore.inMemory())
        let aloe = try service.plants.add(PlantDraft(key: "aloe", name: "Aloe", waterEveryDays: 14, lastWatered: day(1)))
        try service.plants.add(PlantDraft(key: "new", name: "New", waterEveryDays: 3))
        try service.plants.add(PlantDraft(key: "none", name: "No interval", lastWatered: day(20)))
        let calendar = try service.waterings.calendar(on: day(25))
        XCTAssertEqual(calendar.plants.map(\.key), ["aloe", "new", "none"])
        let document = calendar.document
        XCTAssertEqual(try service.waterings.calendar(on: day(25)).document, document)
        XCTAssertTrue(document.contains("\r\nX-WR-CALNAME:Corolla — watering\r\n"), document)
        XCTAssertTrue(document.contains("DTSTART;VALUE=DATE:20261125\r\nRRULE:FREQ=DAILY;INTERVAL=14\r\n"), "overdue: on the day\n" + document)
        XCTAssertTrue(document.contains("DTSTART;VALUE=DATE:20261125\r\nRRULE:FREQ=DAILY;INTERVAL=3\r\n"), document)
        XCTAssertTrue(document.contains("DTSTART;VALUE=DATE:20261127\r\nRRULE:FREQ=DAILY;INTERVAL=7\r\n"), "the default interval\n" + document)
        XCTAssertEqual(document.components(separatedBy: "BEGIN:VALARM\r\nACTION:DISPLAY\r\n").count - 1, 3, document)
        XCTAssertEqual(document.components(separatedBy: "TRIGGER:PT9H\r\n").count - 1, 3, document)
        let late = try service.waterings.calendar(on: day(25), reminder: WateringReminder(hour: 18, minute: 5)).document
        XCTAssertTrue(late.contains("TRIGGER:PT18H5M\r\n") && !late.contains("PT9H"), late)
        XCTAssertFalse(try service.waterings.calendar(on: day(25), reminder: nil).document.contains("VALARM"))
        let uid = { (text: String) in text.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") } }
        XCTAssertEqual(uid(try service.waterings.calendar(on: day(26)).document), uid(document), "the next day: the same events")
        try service.waterings.water([.key("aloe")], on: day(20))
        try service.plants.edit(.key("aloe")) { $0.name = "Aloe vera"; $0.key = "aloe-vera" }
        let after = try service.waterings.calendar(on: day(25)).document
        XCTAssertEqual(uid(after), uid(document))
        XCTAssertTrue(uid(after).contains { $0.hasPrefix("UID:corolla-plant-\(aloe.id)-") })
        XCTAssertTrue(after.contains("DTSTART;VALUE=DATE:20261204\r\n"), after)
    }

    /// Rule: a reminder is a time HH:MM from 00:00 to 23:59; its trigger is that long after the
    /// start of the event's day.
    func testReminderTimes() {
        XCTAssertEqual(WateringReminder(text: "09:00")?.trigger, "PT9H")
        XCTAssertEqual(WateringReminder(text: "9:30")?.trigger, "PT9H30M")
        XCTAssertEqual(WateringReminder(text: "00:00")?.trigger, "PT0S")
        XCTAssertEqual(WateringReminder(text: "00:45")?.trigger, "PT45M")
        XCTAssertEqual(WateringReminder(text: "23:59")?.description, "23:59")
        XCTAssertEqual(WateringReminder.standard.description, "09:00")
        for bad in ["24:00", "12:60", "9", "09:5", "-1:00", "09:00:00", "", "ab:cd", "+9:00", "٠٩:٠٠"] {
            XCTAssertNil(WateringReminder(text: bad), bad)
        }
    }
}

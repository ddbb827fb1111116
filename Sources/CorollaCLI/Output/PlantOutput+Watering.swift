import CorollaJSON
import CorollaService

extension PlantOutput {
    /// Prints what needs water on ``today`` among the plants `filter` selects, most overdue first,
    /// as it is read from one snapshot of `service`'s catalog, in `format`: a JSON array of
    /// `Exporter.writeJSON(_:position:pretty:to:)` objects (the plant's, then `due` and
    /// `days_overdue`), one a line; CSV or TSV of the table's columns; or the table (``dueListing``)
    /// fitted to the console's width, or a line saying nothing needs water.
    ///
    /// - Complexity: O(n log n) for n plants; memory O(1) in n.
    func printDue(of service: CatalogService, _ filter: PlantFilter, format: ListingFormat) throws {
        let output = console.outputBuffer()
        let rows = { (body: (DueWatering, Int?) throws -> Void) in try service.waterings.forEachDue(on: today, filter, body) }
        try service.reading {
            if format == .json {
                return try Self.writeJSONArray(to: output, rows: rows) { due, position in
                    try Exporter.writeJSON(due, position: position, pretty: true, to: output)
                }
            }
            let dueRows = { (each: (DueWatering) throws -> Void) in
                try withoutActuallyEscaping(each) { each in try rows { due, _ in try each(due) } }
            }
            if let delimited = format.delimited {
                _ = try dueListing.writeDelimited(delimited, to: output, rows: dueRows)
            } else if try dueListing.writeTable(to: output, width: console.columns, rows: dueRows) == 0 {
                try output.append("Nothing needs water on \(today).\n")
            }
        }
        try output.finish()
    }

    /// The columns of what needs water: ``columns(_:)``, the day it was due (`DUE`, `due`: empty when
    /// never watered) and how overdue it is (`OVERDUE`: "never watered", "due today", "3 days";
    /// `days_overdue`: empty when never watered).
    var dueListing: Listing<DueWatering> {
        let columns: [ListingColumn<DueWatering>] =
            Self.columns() + [
                .whole("DUE", "due", cell: { $0.due?.description ?? "-" }, value: { $0.due.map { .text($0.description) } ?? .absent }),
                .whole(
                    "OVERDUE", "days_overdue", color: .blue, cell: { Self.overdue($0.daysOverdue) },
                    value: { $0.daysOverdue.map { .number(String($0)) } ?? .absent }),
            ]
        return Listing(columns: columns, console: console)
    }

    /// "never watered", "due today", "1 day", "3 days".
    static func overdue(_ days: Int?) -> String {
        switch days {
        case nil: "never watered"
        case 0: "due today"
        case 1: "1 day"
        case let days?: "\(days) days"
        }
    }

    /// The watering history's lines of `plants show`: the latest days with who watered
    /// (`2026-12-02 by Pixel 8`) and the average interval.
    func historyDetails(_ history: WateringHistory) -> [String] {
        let days = zip(history.recent, history.recentBy).map { day, by in day.description + (by.map { " by \($0)" } ?? "") }
            .joined(separator: ", ")
        let more = history.count > history.recent.count ? ", … (\(history.count) in all)" : ""
        return [
            "waterings:".padded(to: 14) + (history.count == 0 ? "none recorded" : days + more),
            "average:".padded(to: 14) + (history.averageIntervalDays.map { "every \(Self.days($0)) days" } ?? "-"),
        ]
    }

    /// The history's JSON members: `waterings` (the latest days, newest first), `watered_by` (who
    /// watered on each of them; null where unknown), `watering_count` and `average_interval_days`
    /// (null with fewer than two).
    static func historyMembers(_ history: WateringHistory) -> [JSONMember] {
        [
            JSONMember("waterings", .array(history.recent.map { .string($0.description) })),
            JSONMember("watered_by", .array(history.recentBy.map { $0.map(JSONValue.string) ?? .null })),
            JSONMember("watering_count", .number(Double(history.count))),
            JSONMember("average_interval_days", history.averageIntervalDays.map { .number(Self.days($0)) } ?? .null),
        ]
    }

    /// A number of days to a tenth: `6.5`, `7`.
    private static func days(_ value: Double) -> String {
        JSONValue.literal((value * 10).rounded() / 10)
    }
}

extension JSONValue {
    /// An object with `members` after its own; any other value as it is.
    func adding(_ members: [JSONMember]) -> JSONValue {
        guard case .object(let own) = self else { return self }
        return .object(own + members)
    }
}

extension PlantOutput {
    /// What `plants water` says of `plant` watered on `day`: "Watered …", or, when `day` was in its
    /// history already (`added` false), that it was watered then already and nothing was added.
    static func watered(_ plant: Plant, on day: CalendarDate, added: Bool) -> String {
        let next = "next watering \(plant.nextWatering?.description ?? "-")"
        guard !added else { return "Watered \(plant.name) on \(day); \(next)" }
        return "\(plant.name) was already watered \(day == .today ? "today" : "on \(day)"); nothing added (\(next))"
    }
}

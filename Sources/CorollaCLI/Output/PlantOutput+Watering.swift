import CorollaJSON
import CorollaService
import CorollaStore

extension PlantOutput {
    /// Prints what needs water on ``today`` among the plants `filter` selects, most overdue first,
    /// as it is read from one snapshot of `service`'s catalog: with `json`, a JSON array of
    /// `Exporter.writeJSON(_:position:pretty:to:)` objects (the plant's, then `due` and
    /// `days_overdue`), one a line; else ``writeDueTable(to:rows:)``.
    ///
    /// - Complexity: O(n log n) for n plants; memory O(1) in n.
    func printDues(of service: CatalogService, _ filter: PlantFilter, json: Bool) throws {
        let output = console.outputBuffer()
        let rows = { (body: (DueWatering, Int?) throws -> Void) in try service.forEachPlantNeedingWater(on: today, filter, body) }
        try service.reading {
            guard json else { return try writeDueTable(to: output, rows: rows) }
            try Self.writeJSONArray(to: output, rows: rows) { due, position in
                try Exporter.writeJSON(due, position: position, pretty: true, to: output)
            }
        }
        try output.finish()
    }

    /// Writes what needs water, as `rows` gives it, line by line: id, key, name, kind, the day it
    /// was due and how overdue it is ("never watered", "due today", "3 days"); or a line saying
    /// nothing does. `rows` is called twice — once to find the column widths, once to write — and
    /// must give the same plants both times (one snapshot of the catalog).
    ///
    /// - Complexity: O(n) for n plants; memory O(1) in n.
    func writeDueTable(to output: OutputBuffer, rows: ((DueWatering, Int?) throws -> Void) throws -> Void) throws {
        var table = TextTable(header: ["ID", "KEY", "NAME", "KIND", "DUE", "OVERDUE"])
        table.rightAligned = [0]
        var widths = TextTable.widths(table.header)
        var count = 0
        try rows { due, _ in
            count += 1
            TextTable.widen(&widths, to: cells(due))
        }
        guard count > 0 else { return try output.append("Nothing needs water on \(today).\n") }
        try output.append(table.line(table.header, widths: widths) + "\n")
        try rows { due, _ in try output.append(table.line(cells(due), widths: widths) + "\n") }
    }

    /// The cells of `due`'s row.
    private func cells(_ due: DueWatering) -> [String] {
        let plant = due.plant
        return [
            String(plant.id), plant.key.visible(), plant.name.truncated(to: Self.nameColumns), (plant.kind ?? "-").truncated(to: 16),
            due.due?.description ?? "-", console.colored(Self.overdue(due.daysOverdue), .blue),
        ]
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

    /// The watering history's lines of `plants show`: the latest days and the average interval.
    func historyDetails(_ history: WateringHistory) -> [String] {
        let days = history.recent.map(\.description).joined(separator: ", ")
        let more = history.count > history.recent.count ? ", … (\(history.count) in all)" : ""
        return [
            "waterings:".padded(to: 14) + (history.count == 0 ? "none recorded" : days + more),
            "average:".padded(to: 14) + (history.averageIntervalDays.map { "every \(Self.days($0)) days" } ?? "-"),
        ]
    }

    /// The history's JSON members: `waterings` (the latest days, newest first), `watering_count`
    /// and `average_interval_days` (null with fewer than two).
    static func historyMembers(_ history: WateringHistory) -> [JSONMember] {
        [
            JSONMember("waterings", .array(history.recent.map { .string($0.description) })),
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

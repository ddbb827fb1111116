import CorollaJSON
import CorollaService
import CorollaStore

extension PlantOutput {
    /// What needs water, most overdue first: id, key, name, kind, the day it was due and how
    /// overdue it is ("never watered", "due today", "3 days").
    func dueTable(_ dues: [DueWatering]) -> [String] {
        guard !dues.isEmpty else { return ["Nothing needs water on \(today)."] }
        var table = TextTable(header: ["ID", "KEY", "NAME", "KIND", "DUE", "OVERDUE"])
        table.rightAligned = [0]
        for due in dues {
            let plant = due.plant
            table.rows.append([
                String(plant.id), plant.key.visible(), plant.name.truncated(to: Self.nameColumns), (plant.kind ?? "-").truncated(to: 16),
                due.due?.description ?? "-", console.colored(Self.overdue(due.daysOverdue), .blue),
            ])
        }
        return table.lines
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

    /// What needs water as a JSON array: each plant's ``Exporter/json(_:position:)`` object with
    /// `due` (the day it was due, null when never watered) and `days_overdue` (null when never
    /// watered).
    static func json(_ dues: [DueWatering], positions: [Int64: Int]) -> JSONValue {
        .array(
            dues.map { due in
                Exporter.json(due.plant, position: positions[due.plant.id]).adding([
                    JSONMember("due", due.due.map { .string($0.description) } ?? .null),
                    JSONMember("days_overdue", due.daysOverdue.map { .number(Double($0)) } ?? .null),
                ])
            })
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

import CorollaStore

/// A plant that needs water on a day, and by how much it is overdue.
public struct DueWatering: Hashable, Sendable, Comparable {
    public var plant: Plant
    /// The day it was due: its last watering plus its interval; nil when it never was watered.
    public var due: CalendarDate?
    /// The days from `due` to the day asked about (0: due that day); nil when it never was watered.
    public var daysOverdue: Int?

    /// `plant` as it stands on `day`.
    public init(plant: Plant, on day: CalendarDate) {
        self.plant = plant
        let rule = plant.wateringDue
        due = rule.due
        daysOverdue = rule.daysOverdue(on: day)
    }

    /// Most overdue first: never watered, then by days overdue (descending), then by name and id.
    public static func < (left: DueWatering, right: DueWatering) -> Bool {
        let leftDays = left.daysOverdue ?? .max, rightDays = right.daysOverdue ?? .max
        if leftDays != rightDays { return leftDays > rightDays }
        let leftName = left.plant.name.lowercased(), rightName = right.plant.name.lowercased()
        if leftName != rightName { return leftName < rightName }
        return left.plant.id < right.plant.id
    }
}

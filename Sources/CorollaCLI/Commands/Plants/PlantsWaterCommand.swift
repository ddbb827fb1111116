import CorollaService
import CorollaStore

/// `corolla plants water ID|KEY [--on DATE]`.
struct PlantsWaterCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "water", abstract: "Record that a plant was watered.", arguments: [PlantArguments.plant],
            options: [day] + CommonOptions.all)
    }

    static let day = Option<CalendarDate>("on", value: "date", help: "The day: YYYY-MM-DD, today or yesterday.", default: "today")

    var session: Session
    var reference: PlantReference
    var day: CalendarDate

    init(_ values: ParsedValues) throws {
        session = try Session(values)
        reference = try values[PlantArguments.plant]
        day = try values[Self.day]
    }

    func run(_ console: Console) throws {
        let service = try session.openForWriting()
        let plant = try service.waterPlant(reference, on: day)
        let next = CalendarDate(daysSince1970: day.daysSince1970 + plant.wateringIntervalDays)
        let position = try service.favoritePositions()[plant.id]
        session.summarize(
            console, json: Exporter.json(plant, position: position),
            text: ["Watered \(plant.name) on \(day); next watering \(next)"])
    }
}

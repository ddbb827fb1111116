import CorollaJSON
import CorollaService

/// `corolla plants water ID|KEY… [--on DATE]`.
struct PlantsWaterCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "water", abstract: "Record that plants were watered, all at once.",
            discussion: """
                The plants are watered in one transaction: when one is not in the catalog, none is. Each day is kept in \
                the plant's watering history (see 'plants show'); a day before a plant's last watering is recorded \
                there and leaves its last watering as it is.
                """,
            arguments: [PlantArguments.plants], options: [day] + CommonOptions.all)
    }

    static let day = Option<CalendarDate>("on", value: "date", help: "The day: YYYY-MM-DD, today or yesterday.", default: "today")

    var session: Session
    var references: [PlantReference]
    var day: CalendarDate

    init(_ values: ParsedValues) throws {
        session = try Session(values)
        references = try values[PlantArguments.plants]
        day = try values[Self.day]
    }

    func run(_ console: Console) throws {
        let service = try session.openForWriting()
        let plants: [Plant]
        do {
            plants = try service.waterPlants(references, on: day)
        } catch let error as ServiceError {
            guard case .plantNotFound = error else { throw error }
            throw DataError(message: "nothing was watered: \(error)")
        }
        let positions = try service.favoritePositions()
        session.summarize(
            console, json: plants.count == 1 ? Exporter.json(plants[0], position: positions[plants[0].id]) : PlantOutput.json(plants, positions: positions),
            text: plants.map { plant in
                "Watered \(plant.name) on \(day); next watering \(plant.nextWatering?.description ?? "-")"
            })
    }
}

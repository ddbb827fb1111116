import CorollaService
import CorollaStore

/// `corolla plants show ID|KEY`.
struct PlantsShowCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "show", abstract: "Show every field of a plant.", arguments: [PlantArguments.plant], options: CommonOptions.all)
    }

    var session: Session
    var reference: PlantReference

    init(_ values: ParsedValues) throws {
        session = try Session(values)
        reference = try values[PlantArguments.plant]
    }

    func run(_ console: Console) throws {
        let service = try session.openForReading(console)
        let plant = try service.plant(reference)
        let position = try service.favoritePositions()[plant.id]
        session.show(
            console, json: Exporter.json(plant, position: position),
            text: PlantOutput(console: console, today: .today).details(plant, position: position))
    }
}

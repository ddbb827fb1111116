import CorollaService

/// `corolla plants remove ID|KEY`.
struct PlantsRemoveCommand: PlantCommand, ParsableArguments {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "remove", abstract: "Delete a plant (and its favorite entry).")
    }

    @OptionGroup var target: PlantTarget

    func run(_ console: Console) throws {
        let plant = try session.openForWriting().plants.remove(reference)
        session.summarize(
            console, json: Exporter.json(plant, position: nil), text: ["Removed plant \(plant.id) '\(plant.key)': \(plant.name)"])
    }
}

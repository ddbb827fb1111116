import CorollaService

/// `corolla plants show ID|KEY`.
struct PlantsShowCommand: PlantCommand, ParsableArguments {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "show", abstract: "Show every field of a plant, its last waterings and their average interval.")
    }

    /// How many of the latest waterings are shown.
    static let recentWaterings = 5

    @OptionGroup var target: PlantTarget

    func run(_ console: Console) throws {
        let service = try session.openForReading(console)
        let plant = try service.plants.plant(reference)
        let positions = try service.favorites.positions()
        let position = positions[plant.id]
        let history = try service.waterings.history(of: plant, recent: Self.recentWaterings)
        let output = PlantOutput(console: console, today: .today)
        session.show(
            console, json: Exporter.json(plant, position: position).adding(PlantOutput.historyMembers(history)),
            text: output.details(plant, position: position, favorites: positions.count) + output.historyDetails(history))
    }
}

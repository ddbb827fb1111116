import CorollaService

/// `corolla favorites move ID|KEY --to POSITION`.
struct FavoritesMoveCommand: PlantCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "move", abstract: "Move a favorite to another position; the others keep their order.")
    }

    @Option(name: "to", value: "position", help: "The new position (1 = first; past the end = last).") var position: FavoritePosition
    @OptionGroup var target: PlantTarget

    /// The new position as an index, from 0.
    var index: Int { position.index }

    func run(_ console: Console) throws {
        let moved: (plant: Plant, position: Int)
        do {
            moved = try session.openForWriting().favorites.move(reference, to: index)
        } catch ServiceError.notAFavorite {
            throw Failure(.conflict, "'\(reference.text)' is not a favorite (add it with 'corolla favorites add')")
        }
        let (plant, position) = moved
        session.summarize(
            console, json: Exporter.json(plant, position: position), text: ["Moved \(plant.name) to position \(position + 1)"])
    }
}

import CorollaService
import CorollaStore

/// `corolla favorites move ID|KEY --to POSITION`.
struct FavoritesMoveCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "move", abstract: "Move a favorite to another position; the others keep their order.", arguments: [.plant],
            options: [.position("to", help: "The new position (1 = first; past the end = last).")] + CommonOptions.all)
    }

    var session: Session
    var reference: PlantReference
    var index: Int

    init(_ values: ParsedValues) throws {
        session = Session(values)
        reference = PlantReference(values.arguments.first ?? "")
        guard let index = try values.index("to") else { throw UsageError(message: "Missing '--to <position>'.") }
        self.index = index
    }

    func run(_ console: Console) throws {
        let service = try session.openForWriting()
        do {
            try service.moveFavorite(reference, to: index)
        } catch StoreError.notAFavorite {
            throw Failure(message: "\(reference) is not a favorite (add it with 'corolla favorites add')")
        }
        let plant = try service.plant(reference)
        let position = try service.favoritePositions()[plant.id] ?? index
        session.summarize(
            console, json: Exporter.json(plant, position: position), text: ["Moved \(plant.name) to position \(position + 1)"])
    }
}

import CorollaJSON
import CorollaService

/// `corolla plants add NAME [--kind K] …`.
struct PlantsAddCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "add", abstract: "Add a plant to the catalog.")
    }

    @Argument(help: "The plant's name (any script).") var name: String
    @OptionGroup var fields: PlantFieldOptions
    @OptionGroup var session: Session

    func validate() throws {
        _ = try PlantFieldOptions.checkedName(name)
    }

    /// The plant the command line describes.
    var draft: PlantDraft {
        var draft = PlantDraft(name: name)
        fields.apply(to: &draft)
        return draft
    }

    func run(_ console: Console) throws {
        let plant: Plant
        let service = try session.openForWriting()
        do {
            plant = try service.plants.add(draft)
        } catch ServiceError.duplicateKey(let key) {
            throw Failure(.conflict, "another plant already has the key '\(key)' (give another with --key)")
        }
        var note = try service.plants.sameNameNote(plant, outcome: "added as \(plant.key)")
        if note == nil, draft.key == nil, plant.key != draft.derivedKey, let holder = try? service.plants.plant(.key(draft.derivedKey)) {
            note = "the key \(holder.key) is \(holder.name)'s; added as \(plant.key)"
        }
        if let note { session.note(note, console) }
        session.summarize(
            console, json: Exporter.json(plant, position: nil).adding(note: note),
            text: ["Added plant \(plant.id) '\(plant.key)': \(plant.name)"])
    }
}

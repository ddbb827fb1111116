import CorollaJSON
import CorollaService

/// `corolla plants edit ID|KEY [--name …] [--kind …] …`.
struct PlantsEditCommand: PlantCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "edit", abstract: "Change a plant's fields.",
            discussion: "An empty value clears an optional field: --kind '' removes the kind.")
    }

    @Option(value: "name", help: "The new name.") var name: String?
    @OptionGroup var fields: PlantFieldOptions
    @OptionGroup var target: PlantTarget

    func validate() throws {
        if let name { _ = try PlantFieldOptions.checkedName(name) }
    }

    /// No change was given.
    private var isEmpty: Bool { name == nil && fields.isEmpty }

    /// Applies the name and the fields given to `draft`.
    private func apply(to draft: inout PlantDraft) {
        if let name { draft.name = name }
        fields.apply(to: &draft)
    }

    func run(_ console: Console) throws {
        let service = try session.openForWriting()
        let before = try service.plants.plant(reference)
        let plant: Plant
        do {
            plant = try service.plants.edit(.id(before.id)) { apply(to: &$0) }
        } catch ServiceError.duplicateKey(let key) {
            throw Failure(.conflict, "another plant already has the key '\(key)'")
        }
        let note = plant.name.lowercased() == before.name.lowercased() ? nil : try service.plants.sameNameNote(plant, outcome: "name this one by its key, \(plant.key)")
        if let note { session.note(note, console) }
        let position = try service.favorites.positions()[plant.id]
        let summary =
            isEmpty
            ? "Nothing changed: no field was given (see 'corolla plants edit --help')"
            : plant == before
                ? "Nothing changed: plant \(plant.id) '\(plant.key)' already has these values"
                : "Updated plant \(plant.id) '\(plant.key)': \(plant.name)"
        session.summarize(
            console, json: Exporter.json(plant, position: position).adding(note: note), text: [summary])
    }
}

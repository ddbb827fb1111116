import CorollaJSON
import CorollaService

/// `corolla plants remove ID|KEY [--yes]`.
struct PlantsRemoveCommand: PlantCommand, ParsableArguments {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "remove", abstract: "Delete a plant (and its favorite entry).",
            discussion: """
                A removed plant is gone with its watering history and its photo: nothing brings it back but a backup \
                (see 'backup'). On a terminal, remove asks first; elsewhere (a script, a pipe) it removes only with \
                --yes, and without it refuses (exit 64) and changes nothing.
                """)
    }

    @OptionGroup var target: PlantTarget
    @Flag(short: "y", help: "Remove without asking: what a script gives, with no one at a terminal to answer.") var yes: Bool

    func run(_ console: Console) throws {
        if !yes {
            guard console.standardInputIsTerminal else {
                throw UsageError(message: "'plants remove' deletes the plant for good: give --yes to remove it without being asked.")
            }
            let service = try session.openForReading(console)
            let plant = try service.plants.plant(reference)
            guard console.confirm("Remove \(Self.describe(plant, history: try service.waterings.history(of: plant, recent: 0))) for good?") else {
                return console.printError("Nothing removed.")
            }
        }
        let plant = try session.openForWriting().plants.remove(reference)
        session.summarize(
            console, json: Exporter.json(plant, position: nil), text: ["Removed plant \(plant.id) '\(plant.key)': \(plant.name)"])
    }

    /// "plant 3 'aloe-vera' (Aloe vera) with its 12 waterings and its photo", shown terminal-safe.
    private static func describe(_ plant: Plant, history: WateringHistory) -> String {
        let waterings = history.count == 0 ? [] : ["its \(history.count) watering\(history.count == 1 ? "" : "s")"]
        let belongings = waterings + (plant.photo == nil ? [] : ["its photo"])
        let with = belongings.isEmpty ? "" : " with " + belongings.joined(separator: " and ")
        return "plant \(plant.id) '\(plant.key)' (\(plant.name))\(with)".visible(keepingLines: false)
    }
}

import CorollaService

/// `corolla plants unwater ID|KEY DATE`: removes a recorded watering.
struct PlantsUnwaterCommand: PlantCommand, ParsableArguments {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "unwater", abstract: "Remove a watering recorded by mistake.",
            discussion: """
                Removes the watering on DATE from the plant's history; its last watering becomes the latest day left \
                (never, when none is). 'plants water PLANT --undo' removes the latest watering.
                """)
    }

    @OptionGroup var target: PlantTarget
    @Argument(name: "date", help: "The day to remove: YYYY-MM-DD, today or yesterday.") var day: CalendarDate

    func run(_ console: Console) throws {
        try Self.unwater(reference, on: day, session: session, console)
    }

    /// Removes the watering of `reference` on `day` (nil: the latest) and says what it did.
    ///
    /// - Throws: a ``Failure`` (exit 65) when the plant or the watering is not there: nothing changes.
    static func unwater(_ reference: PlantReference, on day: CalendarDate?, session: Session, _ console: Console) throws {
        let service = try session.openForWriting()
        let outcome = try Failure.unlessPlantFound("no watering was removed") { try service.waterings.unwater(reference, on: day) }
        guard let removed = outcome.removed else {
            let plant = "'\(outcome.plant.key.visible())'"
            throw Failure(.badInput, day.map { "\(plant) has no watering recorded on \($0)" } ?? "\(plant) has no watering recorded")
        }
        let plant = outcome.plant
        let position = try service.favorites.positions()[plant.id]
        session.summarize(
            console, json: Exporter.json(plant, position: position),
            text: ["Removed the watering of \(plant.name) on \(removed); last watered \(plant.lastWatered?.description ?? "never")"])
    }
}

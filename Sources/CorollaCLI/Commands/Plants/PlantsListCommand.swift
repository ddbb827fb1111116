import CorollaStore

/// `corolla plants list [--kind K] [--search TEXT]`.
struct PlantsListCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "list", abstract: "List the plants, by name.",
            options: [
                .option("kind", value: "kind", help: "Only plants of exactly this kind."),
                .option("search", value: "text", help: "Only plants whose name contains <text> (ignoring case)."),
            ] + CommonOptions.all)
    }

    var session: Session
    var filter: PlantFilter

    init(_ values: ParsedValues) {
        session = Session(values)
        filter = PlantFilter(kind: values.string("kind"), nameContains: values.string("search"))
    }

    func run(_ console: Console) throws {
        let service = try session.openForReading(console)
        let plants = try service.plants(filter)
        let positions = try service.favoritePositions()
        session.show(
            console, json: PlantOutput.json(plants, positions: positions),
            text: plants.isEmpty ? ["No plants."] : PlantOutput(console: console, today: .today).table(plants))
    }
}

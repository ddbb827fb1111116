import CorollaStore

/// `corolla plants list [--kind K] [--search TEXT]`.
struct PlantsListCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "list", abstract: "List the plants, by name.",
            options: [kind, search] + CommonOptions.all)
    }

    static let kind = Option<String?>("kind", value: "kind", help: "Only plants of exactly this kind.")
    static let search = Option<String?>("search", value: "text", help: "Only plants whose name contains <text> (ignoring case).")

    var session: Session
    var filter: PlantFilter

    init(_ values: ParsedValues) throws {
        session = try Session(values)
        filter = PlantFilter(kind: try values[Self.kind], nameContains: try values[Self.search])
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

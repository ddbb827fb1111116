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

    /// Writes the plants as they are read: a JSON array, or a table whose column widths come from a
    /// first pass over the same rows (one snapshot).
    func run(_ console: Console) throws {
        let service = try session.openForReading(console)
        let output = console.outputBuffer()
        try service.reading {
            if session.json {
                try PlantOutput.writeJSON(to: output) { each in try service.forEachPlant(filter, each) }
            } else {
                let rows = { (each: (Plant) throws -> Void) in try service.forEachPlant(filter) { plant, _ in try each(plant) } }
                let count = try PlantOutput(console: console, today: .today).writeTable(to: output, rows: rows)
                if count == 0 { try output.append("No plants.\n") }
            }
        }
        try output.finish()
    }
}

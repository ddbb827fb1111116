import CorollaService
import CorollaStore

/// `corolla favorites list`.
struct FavoritesListCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(name: "list", abstract: "List the favorites in order.", options: CommonOptions.all)
    }

    var session: Session

    init(_ values: ParsedValues) throws {
        session = try Session(values)
    }

    /// Writes the favorites as they are read, as ``PlantsListCommand`` writes plants.
    func run(_ console: Console) throws {
        let service = try session.openForReading(console)
        let output = console.outputBuffer()
        try service.reading {
            if session.json {
                try PlantOutput.writeJSON(to: output) { each in try service.forEachFavorite { try each($0.plant, $0.position) } }
            } else {
                let rows = { (each: (Plant) throws -> Void) in try service.forEachFavorite { try each($0.plant) } }
                let count = try PlantOutput(console: console, today: .today).writeTable(numbered: true, to: output, rows: rows)
                if count == 0 { try output.append("No favorites.\n") }
            }
        }
        try output.finish()
    }
}

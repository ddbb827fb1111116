import CorollaService

/// `corolla favorites list`.
struct FavoritesListCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(name: "list", abstract: "List the favorites in order.", options: CommonOptions.all)
    }

    var session: Session

    init(_ values: ParsedValues) throws {
        session = try Session(values)
    }

    func run(_ console: Console) throws {
        let favorites = try session.openForReading(console).favorites()
        session.show(
            console, json: PlantOutput.json(favorites.map(\.plant), positions: PlantOutput.positions(favorites)),
            text: PlantOutput(console: console, today: .today).favoritesTable(favorites))
    }
}

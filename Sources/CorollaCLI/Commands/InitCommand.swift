import CorollaService

/// `corolla init`: creates or migrates the catalog.
struct InitCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "init", abstract: "Create the catalog, or migrate it to this version's schema.", options: CommonOptions.all)
    }

    var session: Session

    init(_ values: ParsedValues) throws {
        session = try Session(values)
    }

    func run(_ console: Console) throws {
        let existed = session.location.exists
        let status = try session.openForWriting().status()
        let path = session.location.path
        session.summarize(
            console,
            json: .object([
                JSONMember("path", .string(path.text)), JSONMember("created", .bool(!existed)),
                JSONMember("schemaVersion", .number(Double(status.schemaVersion))),
            ]),
            text: [(existed ? "Catalog ready at " : "Created the catalog at ") + "\(path) (schema \(status.schemaVersion))"])
    }
}

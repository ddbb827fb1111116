import CorollaJSON
import CorollaService

/// `corolla init`: creates or migrates the catalog, and repairs its machinery.
struct InitCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "init", abstract: "Create the catalog, or migrate it to this version's schema; repair its machinery.", options: CommonOptions.all)
    }

    var session: Session

    init(_ values: ParsedValues) throws {
        session = try Session(values)
    }

    func run(_ console: Console) throws {
        let existed = session.location.exists
        let service = try session.openForWriting()
        let repair = try service.repairMachinery()
        let status = try service.status()
        let path = session.location.path
        let repaired = repair.repaired.isEmpty ? [] : ["Repaired: \(MachineryOutput.list(repair.repaired)) (the caches were emptied)"]
        session.summarize(
            console,
            json: .object([
                JSONMember("path", .string(path.text)), JSONMember("created", .bool(!existed)),
                JSONMember("schema_version", .number(Double(status.schemaVersion))), JSONMember("repaired", MachineryOutput.json(repair.repaired)),
            ]),
            text: repaired + [(existed ? "Catalog ready at " : "Created the catalog at ") + "\(path) (schema \(status.schemaVersion))"])
        guard repair.remaining.isEmpty else {
            throw Failure(
                message: "the catalog at \(path) differs in tables 'corolla init' does not rebuild (they hold your data): "
                    + MachineryOutput.list(repair.remaining))
        }
    }
}

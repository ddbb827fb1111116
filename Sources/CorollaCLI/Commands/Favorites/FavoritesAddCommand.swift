import CorollaJSON
import CorollaService

/// `corolla favorites add ID|KEY… [--at POSITION]`.
struct FavoritesAddCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "add", abstract: "Make plants favorites, in the order given.")
    }

    @ArgumentList(PlantArguments.plants) var references: [PlantReference]
    @Option(name: "at", value: "position", help: "Put them at this position (1 = first) instead of the end.") var position: FavoritePosition?
    @OptionGroup var session: Session

    /// The position as an index, from 0; nil for the end.
    var index: Int? { position?.index }

    func run(_ console: Console) throws {
        let service = try session.openForWriting()
        let added = try service.favorites.add(contentsOf: references, at: index).filter { $0 }.count
        let count = try service.machinery.status().favorites
        let already = references.count - added
        session.summarize(
            console, json: .object([JSONMember("added", .number(Double(added))), JSONMember("favorites", .number(Double(count)))]),
            text: ["Added \(added) favorite\(added == 1 ? "" : "s")\(already > 0 ? " (\(already) already \(already == 1 ? "was" : "were"))" : ""); \(count) in all"])
    }
}

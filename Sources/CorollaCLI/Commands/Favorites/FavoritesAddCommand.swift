import CorollaJSON
import CorollaService

/// `corolla favorites add ID|KEY… [--at POSITION]`.
struct FavoritesAddCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "add", abstract: "Make plants favorites, in the order given.", arguments: [PlantArguments.plants],
            options: [position] + CommonOptions.all)
    }

    static let position = Option<FavoritePosition?>("at", value: "position", help: "Put them at this position (1 = first) instead of the end.")

    var session: Session
    var references: [PlantReference]
    var index: Int?

    init(_ values: ParsedValues) throws {
        session = try Session(values)
        references = try values[PlantArguments.plants]
        index = try values[Self.position]?.index
    }

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

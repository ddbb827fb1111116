import CorollaJSON
import CorollaService

/// `corolla favorites remove ID|KEY…`.
struct FavoritesRemoveCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "remove", abstract: "Remove plants from the favorites (they stay in the catalog).")
    }

    @ArgumentList(PlantArguments.plants) var references: [PlantReference]
    @OptionGroup var session: Session

    func run(_ console: Console) throws {
        let service = try session.openForWriting()
        let removed = try service.favorites.remove(contentsOf: references).filter { $0 }.count
        let count = try service.machinery.status().favorites
        let others = references.count - removed
        session.summarize(
            console, json: .object([JSONMember("removed", .number(Double(removed))), JSONMember("favorites", .number(Double(count)))]),
            text: ["Removed \(removed) favorite\(removed == 1 ? "" : "s")\(others > 0 ? " (\(others) \(others == 1 ? "was" : "were") not)" : ""); \(count) left"])
    }
}

import CorollaJSON
import CorollaService

/// `corolla plants kinds`: the catalog's kinds, each once whatever its case.
enum PlantKinds: SessionWork {
    static let name = "kinds"
    static let abstract = "List the kinds of the plants, with how many plants have each."
    static let discussion = """
        Kinds are read ignoring case, as --kind and grid --group-by kind read them: "Succulent" and \
        "succulent" are one kind, shown as most of its plants spell it. 'import --kind-case' makes the \
        spellings one.
        """

    static func run(_ session: Session, _ console: Console) throws {
        let kinds = try session.openForReading(console).plants.kinds()
        let width = kinds.map { String($0.plants).count }.max() ?? 0
        session.show(
            console,
            json: .array(kinds.map { .object([JSONMember("kind", .string($0.kind)), JSONMember("plants", .number(Double($0.plants)))]) }),
            text: kinds.isEmpty
                ? ["No kinds."]
                : kinds.map { String(repeating: " ", count: width - String($0.plants).count) + "\($0.plants)  \($0.kind.visible())" })
    }
}

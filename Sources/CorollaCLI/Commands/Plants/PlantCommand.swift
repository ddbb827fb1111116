import CorollaService

/// The plant a command acts on, and the catalog it is in: the command's `<plant>` argument
/// (``PlantArguments/plant``) and the common options.
struct PlantTarget {
    var session: Session
    var reference: PlantReference

    init(_ values: ParsedValues) throws {
        session = try Session(values)
        reference = try values[PlantArguments.plant]
    }
}

/// A catalog command on one plant, its ``PlantTarget``.
protocol PlantCommand: CatalogCommand {
    var target: PlantTarget { get }
}

extension PlantCommand {
    var session: Session { target.session }
    var reference: PlantReference { target.reference }
}

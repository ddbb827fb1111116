import CorollaService

/// The plant a command acts on, and the catalog it is in: the command's `<plant>` argument
/// (``PlantArguments/plant``) and the common options, as an option group.
struct PlantTarget: ParsableArguments {
    @Argument(PlantArguments.plant) var reference: PlantReference
    @OptionGroup var session: Session
}

/// A catalog command on one plant, its ``PlantTarget``.
protocol PlantCommand: CatalogCommand {
    var target: PlantTarget { get }
}

extension PlantCommand {
    var session: Session { target.session }
    var reference: PlantReference { target.reference }
}

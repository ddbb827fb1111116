import CorollaService

/// `corolla plants`: the catalog's plants.
struct PlantsCommand: CommandGroup {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "plants", abstract: "Add, list, show, edit, remove and water plants.",
            discussion: "A plant is named by its id or its key (an all-digit text is an id).",
            subcommands: [
                PlantsAddCommand.self, PlantsListCommand.self, PlantsShowCommand.self, PlantsEditCommand.self,
                PlantsRemoveCommand.self, PlantsWaterCommand.self, PlantsUnwaterCommand.self, PlantsPhotoCommand.self,
            ])
    }
}

/// The arguments that name plants.
enum PlantArguments {
    /// `<plant>`: an id or a key.
    static let plant = Argument<PlantReference>("plant", help: "The plant's id or key.")
    /// `<plant> ...`: one id or key or more.
    static let plants = ArgumentList<PlantReference>("plant", help: "The plants' ids or keys.")
}

extension PlantReference: ArgumentValue {
    init?(argument: String) { self.init(argument) }
    static var expectation: String { "a plant's id or key" }
    static var completion: CompletionKind? { .plantKeys }
}

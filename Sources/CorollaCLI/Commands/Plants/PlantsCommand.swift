import CorollaService

/// `corolla plants`: the catalog's plants.
struct PlantsCommand: CommandGroup {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "plants", abstract: "Add, list, show, edit, remove and water plants.",
            discussion: "A plant is named by its id, its key, or its name when no other plant has it (ignoring case; an all-digit text is an id first).",
            subcommands: [
                PlantsAddCommand.self, PlantsListCommand.self, PlantsShowCommand.self, PlantsEditCommand.self,
                PlantsRemoveCommand.self, PlantsWaterCommand.self, PlantsUnwaterCommand.self, PlantsPhotoCommand.self, SessionCommand<PlantKinds>.self,
            ])
    }
}

/// The arguments that name plants.
enum PlantArguments {
    /// `<plant>`: an id, a key or a name.
    static let plant = Argument<PlantReference>("plant", help: "The plant's id, key or name.")
    /// `<plant> ...`: one id, key or name or more.
    static let plants = ArgumentList<PlantReference>("plant", help: "The plants' ids, keys or names.")
}

extension PlantReference: ArgumentValue {
    init?(argument: String) { self.init(argument) }
    static var expectation: String { "a plant's id, key or name" }
    static var completion: CompletionKind? { .plantKeys }
}

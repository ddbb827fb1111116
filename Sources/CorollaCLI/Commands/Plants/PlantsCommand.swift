/// `corolla plants`: the catalog's plants.
struct PlantsCommand: CommandGroup {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "plants", abstract: "Add, list, show, edit, remove and water plants.",
            discussion: "A plant is named by its id or its key (an all-digit text is an id).",
            subcommands: [
                PlantsAddCommand.self, PlantsListCommand.self, PlantsShowCommand.self, PlantsEditCommand.self,
                PlantsRemoveCommand.self, PlantsWaterCommand.self,
            ])
    }
}

extension ArgumentSpec {
    /// `<plant>`: an id or a key.
    static let plant = ArgumentSpec(name: "plant", help: "The plant's id or key.")
}

/// `corolla favorites`: the favorites, in the user's order: what the card grid shows.
struct FavoritesCommand: CommandGroup {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "favorites", abstract: "Add, remove, move and list favorites (the grid's cards, in order).",
            discussion: "Positions count from 1 (the first card). In JSON and import files 'position' is the index, from 0.",
            subcommands: [FavoritesAddCommand.self, FavoritesRemoveCommand.self, FavoritesMoveCommand.self, FavoritesListCommand.self])
    }
}

extension ArgumentSpec {
    /// `<plant> ...`: one id or key or more.
    static let plants = ArgumentSpec(name: "plant", help: "The plants' ids or keys.", isVariadic: true)
}

extension OptionSpec {
    /// A favorite position, counted from 1.
    static func position(_ name: String, help: String) -> OptionSpec {
        .option(name, value: "position", help: help)
    }
}

extension ParsedValues {
    /// A position option counted from 1, as an index from 0.
    ///
    /// - Throws: ``UsageError`` for a position below 1.
    func index(_ name: String) throws -> Int? {
        try value(Int.self, name, in: 1...Int(Int32.max)).map { $0 - 1 }
    }
}

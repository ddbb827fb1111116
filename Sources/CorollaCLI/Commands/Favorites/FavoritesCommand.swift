/// `corolla favorites`: the favorites, in the user's order: what the card grid shows.
struct FavoritesCommand: CommandGroup {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "favorites", abstract: "Add, remove, move and list favorites (the grid's cards, in order).",
            discussion: "Positions count from 1 (the first card). In JSON and import files 'position' is the index, from 0.",
            subcommands: [FavoritesAddCommand.self, FavoritesRemoveCommand.self, FavoritesMoveCommand.self, FavoritesListCommand.self])
    }
}

/// A favorite's position as the command line gives it: counted from 1 (the first card).
struct FavoritePosition: ArgumentValue {
    /// The largest position: the favorites' positions are 32-bit.
    static let maximum = Int(Int32.max)

    /// The position as an index, from 0.
    var index: Int

    init?(argument: String) {
        guard let position = Int(argument: argument), (1...Self.maximum).contains(position) else { return nil }
        index = position - 1
    }

    static var expectation: String { "\(Int.expectation) from 1 to \(maximum)" }
}

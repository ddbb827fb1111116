/// What a shell offers for an option's value or a positional argument when the user presses Tab
/// (swift-argument-parser's `CompletionKind`). An option or argument without one completes
/// nothing.
enum CompletionKind: Equatable {
    /// One of these words.
    case list([String])
    /// A path to a file (or a folder on the way to it).
    case file
    /// A path to a folder.
    case directory

    /// The names of a ``ChoiceArgument`` type, as its parser accepts them.
    static func choices<T: ChoiceArgument>(_ type: T.Type) -> CompletionKind {
        .list(type.choices)
    }
}

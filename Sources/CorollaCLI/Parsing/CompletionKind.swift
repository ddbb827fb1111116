/// What a shell offers for an option's value or a positional argument when the user presses Tab
/// (swift-argument-parser's `CompletionKind`). An option or argument without one completes
/// nothing; a ``ChoiceArgument`` value completes its names unless its declaration says otherwise.
enum CompletionKind: Equatable, Sendable {
    /// One of these words.
    case list([String])
    /// A path to a file (or a folder on the way to it).
    case file
    /// A path to a folder.
    case directory
    /// The keys of the plants in the catalog the command line names (its `--db`, else the
    /// default), read by `corolla completions keys`.
    case plantKeys
}

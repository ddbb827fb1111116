/// A named option as the parser, the help page and the completion scripts see it: derived from an
/// ``Option`` or a ``Flag`` declaration, never written by hand.
struct OptionSpec: Sendable {
    /// The long name, without the dashes.
    var name: String
    var short: Character?
    var help: String
    /// What the option takes, or nil for a flag.
    var value: ValueSpec?
    /// The option must be given: it has no default and reading it absent is an error.
    var isRequired = false

    /// `--name`.
    var longName: String { "--" + name }

    /// `--name <value>` or `--name`.
    var synopsis: String { value.map { "\(longName) <\($0.placeholder)>" } ?? longName }

    /// `--name <value>` for a required option, `[--name <value>]` for the others: how a usage
    /// line shows it.
    var usage: String { isRequired ? synopsis : "[\(synopsis)]" }

    /// `-s, --name <value>` as listed under OPTIONS.
    var label: String { short.map { "-\($0), \(synopsis)" } ?? synopsis }

    /// `-s` when it has one, else `--name`: how a message names it briefly.
    var shortestName: String { short.map { "-\($0)" } ?? longName }

    /// `--name` and, when it has one, `-s`: the words that give the option.
    var names: [String] { [longName] + (short.map { ["-\($0)"] } ?? []) }
}

/// The value an option takes.
struct ValueSpec: Sendable {
    /// `points` in `--width <points>`.
    var placeholder: String
    /// The text used when the option is absent, shown as `(default: …)`.
    var defaultText: String?
    /// What shell completion offers.
    var completion: CompletionKind?
    /// Checks a text given as the value (or the default) as reading it would.
    ///
    /// - Throws: ``UsageError`` naming the option and what it expects.
    var validate: @Sendable (String) throws -> Void
}

/// An option or a flag, declared once (``Option``, ``Flag``): what an ``OptionList`` holds.
protocol OptionDeclaration: Sendable {
    var spec: OptionSpec { get }
}

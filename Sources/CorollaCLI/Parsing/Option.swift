/// An option taking a value, declared once — its name, placeholder, help, default, allowed values
/// and shell completion — and read as a `Value` with `values[option]` (swift-argument-parser's
/// `@Option`). The help page, the completion scripts and the parser's check of the value all come
/// from the declaration's ``spec``.
///
/// `Value` says what reading it gives: an `Option<Double>` with a default is always a number, an
/// `Option<Double?>` without one is `nil` when absent, and an `Option<Int>` without a default must
/// be given (`Missing '--to <position>'.`).
struct Option<Value: ArgumentValue>: OptionDeclaration {
    let name: String
    let short: Character?
    let placeholder: String
    let help: String
    /// The text read when the option is absent, as if it had been given.
    let defaultText: String?
    let check: ValueCheck<Value>?
    let completion: CompletionKind?

    /// - Parameters:
    ///   - placeholder: the value's name in `--name <placeholder>`.
    ///   - defaultText: the value when absent, shown as `(default: …)`.
    ///   - check: what the value must be beyond converting (a range).
    ///   - completion: what shells offer for the value: the type's choices unless said otherwise.
    init(
        _ name: String, short: Character? = nil, value placeholder: String, help: String, default defaultText: String? = nil,
        in check: ValueCheck<Value>? = nil, completion: CompletionKind? = Value.completion
    ) {
        self.name = name
        self.short = short
        self.placeholder = placeholder
        self.help = help
        self.defaultText = defaultText
        self.check = check
        self.completion = completion
    }

    var spec: OptionSpec {
        let value = ValueSpec(placeholder: placeholder, defaultText: defaultText, completion: completion) { _ = try self.value(of: $0) }
        return OptionSpec(name: name, short: short, help: help, value: value, isRequired: defaultText == nil && Value.valueWhenAbsent == nil)
    }

    /// `text` read as the option's value.
    ///
    /// - Throws: ``UsageError`` naming the option and what it expects.
    func value(of text: String) throws -> Value {
        try Value.read(text, as: spec.synopsis, check: check)
    }
}

/// A flag (`--verbose`), declared once; `values[flag]` says whether it was given
/// (swift-argument-parser's `@Flag`).
struct Flag: OptionDeclaration {
    let spec: OptionSpec

    init(_ name: String, short: Character? = nil, help: String) {
        spec = OptionSpec(name: name, short: short, help: help, value: nil)
    }

    /// `-h`, `--help`: every command's help page.
    static let help = Flag("help", short: "h", help: "Show help information.")
    /// `--version`, on the root command.
    static let version = Flag("version", help: "Show the version.")
}

/// An option taking a value, declared once — its name, placeholder, help, default, allowed values
/// and shell completion — as a property (swift-argument-parser's `@Option`):
///
///     @Option(value: "points", help: "The container's width.", in: .range(1...10000))
///     var width: Double = 390
///
/// The help page, the completion scripts and the parser's check of the value all come from the
/// declaration's ``spec``; the option is named after the property in kebab case (`pageHeight`:
/// `--page-height`) unless `name:` says otherwise.
///
/// `Value` says what reading it gives: an `Option<Double>` with a default is always a number, an
/// `Option<Double?>` without one is `nil` when absent, and an `Option<Int>` without a default must
/// be given (`Missing '--to <position>'.`). `$width` is the declaration itself: its ``spec`` and
/// ``isGiven``.
@propertyWrapper
struct Option<Value: ArgumentValue>: OptionDeclaration, DeclaringProperty, NamedByProperty {
    /// The long name without dashes; empty when the property's name gives it.
    var declaredName: String
    let short: Character?
    let placeholder: String
    let help: String
    /// The text read when the option is absent, as if it had been given.
    let defaultText: String?
    let check: ValueCheck<Value>?
    let completion: CompletionKind?
    /// What the command line gave, once read.
    private let parsed = ParsedStorage<(value: Value, isGiven: Bool)>()
    /// The long name, once the property is declared or read (the property's, when the
    /// declaration gives none).
    private let resolvedName = ParsedStorage<String>()

    /// - Parameters:
    ///   - name: the long name without dashes: the property's name in kebab case when empty.
    ///   - placeholder: the value's name in `--name <placeholder>`.
    ///   - defaultText: the value when absent, shown as `(default: …)`.
    ///   - check: what the value must be beyond converting (a range).
    ///   - completion: what shells offer for the value: the type's choices unless said otherwise.
    init(
        name: String = "", short: Character? = nil, value placeholder: String, help: String, default defaultText: String? = nil,
        in check: ValueCheck<Value>? = nil, completion: CompletionKind? = Value.completion
    ) {
        declaredName = name
        self.short = short
        self.placeholder = placeholder
        self.help = help
        self.defaultText = defaultText
        self.check = check
        self.completion = completion
    }

    /// An option whose default is the property's initial value (`var width: Double = 390`),
    /// shown as the command line writes it.
    init(
        wrappedValue: Value, name: String = "", short: Character? = nil, value placeholder: String, help: String,
        in check: ValueCheck<Value>? = nil, completion: CompletionKind? = Value.completion
    ) where Value: TextualArgument {
        self.init(name: name, short: short, value: placeholder, help: help, default: wrappedValue.argumentText, in: check, completion: completion)
    }

    /// An option declared outside a property (a shared declaration, ``OptionList``): the same, named `name`.
    init(
        _ name: String, short: Character? = nil, value placeholder: String, help: String, default defaultText: String? = nil,
        in check: ValueCheck<Value>? = nil, completion: CompletionKind? = Value.completion
    ) {
        self.init(name: name, short: short, value: placeholder, help: help, default: defaultText, in: check, completion: completion)
    }

    /// A property declared as `declaration`, an option several commands share
    /// (`@Option(CommonOptions.database) var database: FilePath?`).
    init(_ declaration: Option) {
        self.init(
            name: declaration.declaredName, short: declaration.short, value: declaration.placeholder, help: declaration.help,
            default: declaration.defaultText, in: declaration.check, completion: declaration.completion)
    }

    /// The value read from the command line: the one given, else the default, else `nil` for an
    /// optional `Value`. Before the command line is read (an instance made to reflect), the default.
    var wrappedValue: Value {
        if let parsed = parsed.value { return parsed.value }
        if let defaultText, let value = Value(argument: defaultText) { return value }
        guard let absent = Value.valueWhenAbsent else { preconditionFailure("'--\(name)' is read before the command line is") }
        return absent
    }

    /// The declaration: `$width.spec.longName`, `$width.isGiven`.
    var projectedValue: Option { self }

    /// Whether the option was given on the command line (not taken from its default).
    var isGiven: Bool { parsed.value?.isGiven ?? false }

    /// The long name without dashes (the property's, once declared or read, when the declaration
    /// gives none).
    var name: String { resolvedName.value ?? declaredName }

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

    func declare(as label: String, in set: inout ArgumentSet) {
        set.options.append(resolved(label).spec)
    }

    func read(as label: String, from values: ParsedValues) throws {
        let option = resolved(label)
        parsed.value = (try values[option], values.isGiven(option))
    }

    /// The declaration named after the property `label`, its name kept for ``name``.
    private func resolved(_ label: String) -> Option {
        let option = named(label)
        resolvedName.value = option.declaredName
        return option
    }
}

/// A flag (`--verbose`), declared once as a `Bool` property, true when given
/// (swift-argument-parser's `@Flag`): `@Flag(short: "v", help: "…") var verbose: Bool`.
@propertyWrapper
struct Flag: OptionDeclaration, DeclaringProperty, NamedByProperty {
    /// The declaration; its name is empty when the property's name gives it.
    private var declared: OptionSpec
    /// Whether the command line gave it, once read.
    private let parsed = ParsedStorage<Bool>()
    /// The long name, once the property is declared or read.
    private let resolvedName = ParsedStorage<String>()

    /// - Parameter name: the long name without dashes: the property's name in kebab case when empty.
    init(wrappedValue: Bool = false, name: String = "", short: Character? = nil, help: String) {
        declared = OptionSpec(name: name, short: short, help: help, value: nil)
    }

    /// A flag declared outside a property: the same, named `name`.
    init(_ name: String, short: Character? = nil, help: String) {
        self.init(name: name, short: short, help: help)
    }

    /// A property declared as `declaration`, a flag several commands share
    /// (`@Flag(CommonOptions.quiet) var quiet: Bool`).
    init(_ declaration: Flag) {
        declared = declaration.declared
    }

    /// Whether the flag was given.
    var wrappedValue: Bool { parsed.value ?? false }

    /// The declaration: `$verbose.spec.longName`.
    var projectedValue: Flag { self }

    var spec: OptionSpec {
        var spec = declared
        if let name = resolvedName.value { spec.name = name }
        return spec
    }

    var declaredName: String {
        get { declared.name }
        set { declared.name = newValue }
    }

    func declare(as label: String, in set: inout ArgumentSet) {
        set.options.append(resolved(label).spec)
    }

    func read(as label: String, from values: ParsedValues) throws {
        parsed.value = try values[resolved(label)]
    }

    /// The declaration named after the property `label`, its name kept for ``spec``.
    private func resolved(_ label: String) -> Flag {
        let flag = named(label)
        resolvedName.value = flag.declared.name
        return flag
    }

    /// `-h`, `--help`: every command's help page.
    static let help = Flag("help", short: "h", help: "Show help information.")
    /// `--version`, on the root command.
    static let version = Flag("version", help: "Show the version.")
}

/// An option that may be given several times (`--kind fern --kind herb`), as an array property
/// declared as a shared declaration names it: each value given, in order; empty when absent.
@propertyWrapper
struct RepeatedOption<Element: ArgumentValue>: DeclaringProperty {
    /// One occurrence's declaration.
    private(set) var option: Option<Element?>
    private let parsed = ParsedStorage<[Element]>()

    /// A property declared as `declaration`, an option several commands share.
    init(_ declaration: Option<Element?>) {
        option = Option(declaration)
    }

    /// A repeatable option named `name`.
    init(name: String, short: Character? = nil, value placeholder: String, help: String, completion: CompletionKind? = Element.completion) {
        option = Option(name: name, short: short, value: placeholder, help: help, completion: completion)
    }

    /// The values given, in order; empty before the command line is read.
    var wrappedValue: [Element] { parsed.value ?? [] }

    func declare(as label: String, in set: inout ArgumentSet) {
        option.declare(as: label, in: &set)
    }

    func read(as label: String, from values: ParsedValues) throws {
        parsed.value = try values.all(option).compactMap { $0 }
    }
}

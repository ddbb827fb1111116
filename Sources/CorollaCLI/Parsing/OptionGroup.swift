/// A group of options declared once and shared by several commands, as a property
/// (swift-argument-parser's `@OptionGroup`): `@OptionGroup var common: CommonOptions`. The group's
/// options take the property's place in the help page; reading the command line reads them and
/// then the group's ``ParsableArguments/validate()``.
@propertyWrapper
struct OptionGroup<Group: ParsableArguments>: DeclaringProperty {
    private let parsed: ParsedStorage<Group>

    init() {
        parsed = ParsedStorage(Group())
    }

    /// The group, read from the command line (before that, at its declarations).
    var wrappedValue: Group {
        guard let group = parsed.value else { preconditionFailure("an option group is missing") }
        return group
    }

    func declare(as label: String, in set: inout ArgumentSet) {
        let group = ArgumentSet(reflecting: wrappedValue)
        set.options += group.options
        set.arguments += group.arguments
    }

    func read(as label: String, from values: ParsedValues) throws {
        parsed.value = try Group(values)
    }
}

/// Options declared elsewhere — the layout flags by the layouts' registrations, a plant's field
/// options by the fields' declarations — held by a property of a ``ParsableArguments`` type, which
/// reads them through ``values`` (`flag.apply(values, to: &layout)`).
struct OptionList: DeclaringProperty {
    let declarations: [any OptionDeclaration]
    private let parsed = ParsedStorage<ParsedValues>()

    init(_ declarations: [any OptionDeclaration]) {
        self.declarations = declarations
    }

    /// The command line, once read: what the declarations are read from.
    var values: ParsedValues { parsed.value ?? ParsedValues(declaredOptions: declarations.map(\.spec)) }

    func declare(as label: String, in set: inout ArgumentSet) {
        set.options += declarations.map(\.spec)
    }

    func read(as label: String, from values: ParsedValues) throws {
        parsed.value = values
    }
}

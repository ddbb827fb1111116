/// A positional argument, declared once as a property (swift-argument-parser's `@Argument`):
/// `@Argument(help: "…") var plant: PlantReference` must be given, an `Argument<String?>` may be
/// left out. It is named after the property in kebab case unless `name:` says otherwise.
@propertyWrapper
struct Argument<Value: ArgumentValue>: DeclaringProperty, NamedByProperty {
    /// The name without brackets; empty when the property's name gives it.
    var declaredName: String
    let help: String
    let completion: CompletionKind?
    private let parsed = ParsedStorage<Value>()

    /// - Parameters:
    ///   - name: the name shown as `<name>`: the property's name in kebab case when empty.
    ///   - completion: what shells offer: the type's choices unless said otherwise.
    init(name: String = "", help: String, completion: CompletionKind? = Value.completion) {
        declaredName = name
        self.help = help
        self.completion = completion
    }

    /// An argument declared outside a property: the same, named `name`.
    init(_ name: String, help: String, completion: CompletionKind? = Value.completion) {
        self.init(name: name, help: help, completion: completion)
    }

    /// A property declared as `declaration`, an argument several commands share
    /// (`@Argument(PlantArguments.plant) var reference: PlantReference`).
    init(_ declaration: Argument) {
        self.init(name: declaration.declaredName, help: declaration.help, completion: declaration.completion)
    }

    /// The word given for it; before the command line is read, nil for an optional argument.
    var wrappedValue: Value {
        if let value = parsed.value { return value }
        guard let absent = Value.valueWhenAbsent else { preconditionFailure("'<\(name)>' is read before the command line is") }
        return absent
    }

    var name: String { declaredName }

    var spec: ArgumentSpec {
        ArgumentSpec(
            name: name, help: help, isOptional: Value.valueWhenAbsent != nil, isVariadic: false, completion: completion
        ) { _ = try self.value(of: $0) }
    }

    /// `text` read as the argument's value.
    ///
    /// - Throws: ``UsageError`` naming the argument and what it expects.
    func value(of text: String) throws -> Value {
        try Value.read(text, as: "<\(name)>")
    }

    func declare(as label: String, in set: inout ArgumentSet) {
        set.arguments.append(named(label).spec)
    }

    func read(as label: String, from values: ParsedValues) throws {
        parsed.value = try values[named(label)]
    }
}

/// A positional argument that takes every remaining word, one at least, as an array property:
/// `@ArgumentList(help: "…") var plants: [PlantReference]`. Only a command's last argument may be one.
@propertyWrapper
struct ArgumentList<Element: ArgumentValue>: DeclaringProperty {
    /// What each word is.
    private(set) var element: Argument<Element>
    private let parsed = ParsedStorage<[Element]>()

    init(name: String = "", help: String, completion: CompletionKind? = Element.completion) {
        element = Argument(name: name, help: help, completion: completion)
    }

    init(_ name: String, help: String, completion: CompletionKind? = Element.completion) {
        self.init(name: name, help: help, completion: completion)
    }

    /// A property declared as `declaration`, an argument list several commands share.
    init(_ declaration: ArgumentList) {
        element = Argument(declaration.element)
    }

    /// The words given, in order; empty before the command line is read.
    var wrappedValue: [Element] { parsed.value ?? [] }

    var spec: ArgumentSpec {
        var spec = element.spec
        spec.isVariadic = true
        return spec
    }

    private func named(_ label: String) -> ArgumentList {
        var list = self
        list.element = element.named(label)
        return list
    }

    func declare(as label: String, in set: inout ArgumentSet) {
        set.arguments.append(named(label).spec)
    }

    func read(as label: String, from values: ParsedValues) throws {
        parsed.value = try values[named(label)]
    }
}

/// A positional argument as the parser, the help page and the completion scripts see it: derived
/// from an ``Argument`` or ``ArgumentList`` declaration.
struct ArgumentSpec: Sendable {
    var name: String
    var help: String
    var isOptional: Bool
    /// Takes every remaining word (one at least, unless optional); only the last argument may.
    var isVariadic: Bool
    /// What shell completion offers for it.
    var completion: CompletionKind?
    /// Checks a word given for it as reading it would.
    ///
    /// - Throws: ``UsageError`` naming the argument and what it expects.
    var validate: @Sendable (String) throws -> Void

    /// `<name>`, `[<name>]` when optional, followed by ` ...` when variadic.
    var usage: String {
        let word = isOptional ? "[<\(name)>]" : "<\(name)>"
        return isVariadic ? word + " ..." : word
    }
}

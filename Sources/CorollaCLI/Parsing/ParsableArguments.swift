/// A type whose stored properties declare its options, flags and arguments (swift-argument-parser's
/// `ParsableArguments`): `@Option(value: "points", help: "…") var width: Double = 390`, `@Flag`,
/// `@Argument`, and `@OptionGroup` for a group of them shared by several commands.
///
/// Each property is the one declaration of its option: its name (the property's, in kebab case,
/// unless `name:` says otherwise), type, help, default and completion. The parser, the help page
/// and the completion scripts read the declarations from an instance made with ``init()``
/// (``ArgumentSet/init(reflecting:)``), and reading a command line fills the properties in.
protocol ParsableArguments {
    /// The type with every property at its declaration: what the declarations are read from.
    init()

    /// Checks the values read together (an option that needs another), and derives what the type
    /// keeps from them; called once every property is read, a group's before its command's.
    ///
    /// - Throws: ``UsageError`` for values that cannot go together.
    mutating func validate() throws
}

extension ParsableArguments {
    mutating func validate() throws {}

    /// The type read from the parsed command line `values`: each property read as it declares,
    /// then ``validate()``.
    ///
    /// - Throws: ``UsageError`` for a missing or invalid value; what ``validate()`` throws.
    init(_ values: ParsedValues) throws {
        self.init()
        try ArgumentSet.read(self, from: values)
        try validate()
    }

    /// An instance whose declarations know their names (declaring each names it after its
    /// property): what a message reads an option's name from, `GridCommand.declared.$rect.spec.longName`.
    static var declared: Self {
        let value = Self()
        _ = ArgumentSet(reflecting: value)
        return value
    }
}

/// A property wrapper that declares options or arguments: ``Option``, ``Flag``, ``Argument``,
/// ``ArgumentList``, ``OptionGroup``, and ``OptionList`` for options declared elsewhere.
protocol DeclaringProperty {
    /// Adds the declarations to `set`; `label` is the property's name, as reflection gives it
    /// (`_pageHeight`).
    func declare(as label: String, in set: inout ArgumentSet)

    /// Reads the property's value from `values`, keeping it for the property to return.
    ///
    /// - Throws: ``UsageError`` for a missing or invalid value.
    func read(as label: String, from values: ParsedValues) throws
}

/// The options and arguments a ``ParsableArguments`` type declares, in declaration order (a group's
/// where its `@OptionGroup` property is): what the parser, the help page and the completions read.
struct ArgumentSet {
    var options: [OptionSpec] = []
    var arguments: [ArgumentSpec] = []

    /// No declarations.
    init() {}

    /// The declarations of `value`'s properties, found by reflecting it.
    init(reflecting value: some ParsableArguments) {
        for (label, property) in Self.properties(of: value) { property.declare(as: label, in: &self) }
    }

    /// Reads each declaring property of `value` from `values`.
    ///
    /// - Throws: ``UsageError`` for a missing or invalid value.
    static func read(_ value: some ParsableArguments, from values: ParsedValues) throws {
        for (label, property) in properties(of: value) { try property.read(as: label, from: values) }
    }

    /// The properties of `value` that declare options or arguments, with their labels.
    private static func properties(of value: some ParsableArguments) -> [(String, any DeclaringProperty)] {
        Mirror(reflecting: value).children.compactMap { child in
            guard let label = child.label, let property = child.value as? any DeclaringProperty else { return nil }
            return (label, property)
        }
    }

    /// `pageHeight` for the property `_pageHeight`: its name, without the wrapper's underscore.
    static func propertyName(_ label: String) -> String {
        label.hasPrefix("_") ? String(label.dropFirst()) : label
    }

    /// `page-height` for the property `_pageHeight`: the name an option or argument gets when its
    /// declaration gives none.
    static func kebabName(_ label: String) -> String {
        propertyName(label).reduce(into: "") { name, character in
            if character.isUppercase { name += "-" + character.lowercased() } else { name.append(character) }
        }
    }
}

/// A declaration that takes its name from its property when it gives none.
protocol NamedByProperty {
    /// The name the declaration gives; empty when the property's name gives it.
    var declaredName: String { get set }
}

extension NamedByProperty {
    /// The declaration named after the property `label` (``ArgumentSet/kebabName(_:)``) when it
    /// names itself nothing.
    func named(_ label: String) -> Self {
        var named = self
        if named.declaredName.isEmpty { named.declaredName = ArgumentSet.kebabName(label) }
        return named
    }
}

/// Where a property wrapper keeps what was read from the command line: a reference, so that reading
/// fills in the very instance whose properties were reflected. Written only while the command line
/// is read, before the command runs or is shared.
final class ParsedStorage<Value>: @unchecked Sendable {
    var value: Value?

    init(_ value: Value? = nil) {
        self.value = value
    }
}

/// A positional argument, declared once and read as a `Value` with `values[argument]`
/// (swift-argument-parser's `@Argument`): an `Argument<String?>` may be left out, an
/// `Argument<String>` may not.
struct Argument<Value: ArgumentValue>: ArgumentDeclaration {
    let name: String
    let help: String
    let completion: CompletionKind?

    /// - Parameter completion: what shells offer: the type's choices unless said otherwise.
    init(_ name: String, help: String, completion: CompletionKind? = Value.completion) {
        self.name = name
        self.help = help
        self.completion = completion
    }

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
}

/// A positional argument that takes every remaining word, one at least; `values[list]` reads them
/// as `[Element]`. Only a command's last argument may be one.
struct ArgumentList<Element: ArgumentValue>: ArgumentDeclaration {
    /// What each word is.
    let element: Argument<Element>

    init(_ name: String, help: String, completion: CompletionKind? = Element.completion) {
        element = Argument(name, help: help, completion: completion)
    }

    var spec: ArgumentSpec {
        var spec = element.spec
        spec.isVariadic = true
        return spec
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

/// A positional argument, declared once: what a command's configuration lists.
protocol ArgumentDeclaration: Sendable {
    var spec: ArgumentSpec { get }
}

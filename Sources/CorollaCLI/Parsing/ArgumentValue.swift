import CorollaJSON

/// A type an option's or argument's text converts to (swift-argument-parser's
/// `ExpressibleByArgument`).
protocol ArgumentValue: SendableMetatype {
    init?(argument: String)
    /// What a valid value looks like, for messages: "a whole number".
    static var expectation: String { get }
    /// The valid value `text` was probably meant to be, for "Did you mean …?".
    static func suggestion(for text: String) -> String?
    /// What shells offer for a value of this type when the declaration says nothing else.
    static var completion: CompletionKind? { get }
    /// The value of an option or argument that is absent and has no default: `nil` when it must
    /// be given, `nil` of the type itself for an optional one.
    static var valueWhenAbsent: Self? { get }
    /// Whether the value may be bytes that are not UTF-8 (a path; see ``ArgumentBytes``). Other
    /// values must be UTF-8 text.
    static var takesBytes: Bool { get }
}

extension ArgumentValue {
    static func suggestion(for text: String) -> String? { nil }
    static var completion: CompletionKind? { nil }
    static var valueWhenAbsent: Self? { nil }
    static var takesBytes: Bool { false }
}

/// An option or argument that may be absent: `nil` then.
extension Optional: ArgumentValue where Wrapped: ArgumentValue {
    init?(argument: String) {
        guard let value = Wrapped(argument: argument) else { return nil }
        self = .some(value)
    }

    static var expectation: String { Wrapped.expectation }
    static func suggestion(for text: String) -> String? { Wrapped.suggestion(for: text) }
    static var completion: CompletionKind? { Wrapped.completion }
    static var valueWhenAbsent: Self? { .some(.none) }
    static var takesBytes: Bool { Wrapped.takesBytes }
}

/// A value a command line can write back: what a default given as a property's initial value
/// (`var scale: Int = 2`) shows as `(default: 2)`.
protocol TextualArgument: ArgumentValue {
    /// The value as a command line writes it: `12`, not `12.0`; `waterfall`.
    var argumentText: String { get }
}

/// A value that is one of a fixed set of names (`--layout waterfall`), with "Did you mean …?"
/// for a near miss and the names offered by shell completion.
protocol ChoiceArgument: TextualArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension ChoiceArgument {
    init?(argument: String) { self.init(rawValue: argument) }

    var argumentText: String { rawValue }

    static var choices: [String] { allCases.map(\.rawValue) }

    static var expectation: String { "one of " + choices.joined(separator: ", ") }

    static func suggestion(for text: String) -> String? { Suggestion.closest(to: text, among: choices) }

    static var completion: CompletionKind? { .list(choices) }
}

/// A number a range can bound (`from 1 to 10000`), written as a plain decimal (``PlainDecimal``).
protocol NumericArgument: TextualArgument, Comparable, Sendable {}

extension Int: NumericArgument {
    init?(argument: String) {
        guard let value = PlainDecimal.integer(argument) else { return nil }
        self = value
    }
    static var expectation: String { "a whole number" }
    var argumentText: String { String(self) }
}

extension Double: NumericArgument {
    init?(argument: String) {
        guard let value = PlainDecimal.double(argument) else { return nil }
        self = value
    }
    static var expectation: String { "a number" }
    var argumentText: String { JSONValue.literal(self) }
}

extension String: ArgumentValue {
    init?(argument: String) { self = argument }
    static var expectation: String { "a text" }
}

extension ArgumentValue {
    /// `text` converted and, with a `check`, checked.
    ///
    /// - Parameter what: the option or argument, as a message names it: `--width <points>`, `<shell>`.
    /// - Throws: ``UsageError`` naming `what` and what it expects, or saying that it is not UTF-8
    ///   text when only a path may be other bytes.
    static func read(_ text: String, as what: String, check: ValueCheck<Self>? = nil) throws -> Self {
        guard takesBytes || ArgumentBytes.isText(text) else {
            throw UsageError(message: "The value '\(ArgumentBytes.shown(text))' for '\(what)' is not UTF-8 text (only a path may be other bytes).")
        }
        if let value = Self(argument: text), check?.accepts(value) ?? true { return value }
        let suggestion = suggestion(for: text).map { " Did you mean '\($0)'?" } ?? ""
        throw UsageError(message: "Invalid value '\(ArgumentBytes.shown(text))' for '\(what)': expected \(check?.expectation ?? expectation).\(suggestion)")
    }
}

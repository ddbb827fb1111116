import CorollaService

/// The options, flags and arguments found on a command line, read by the command's `init`.
struct ParsedValues {
    /// Option values by long name (the last occurrence wins).
    var options: [String: String] = [:]
    /// The long names of the flags given.
    var flags: Set<String> = []
    /// The positional arguments, in order.
    var arguments: [String] = []
    /// The command's option descriptions, to name an option in a message.
    var specs: [OptionSpec] = []

    /// The raw value of option `name`, or its default, or `nil`.
    func string(_ name: String) -> String? {
        options[name] ?? specs.first { $0.name == name }?.defaultValue
    }

    /// Whether flag `name` was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The value of option `name` converted to `T`, or `nil` when absent without a default.
    ///
    /// - Throws: ``UsageError`` naming the option and what it expects.
    func value<T: ArgumentValue>(_ type: T.Type, _ name: String) throws -> T? {
        guard let raw = string(name) else { return nil }
        guard let value = T(argument: raw) else {
            let synopsis = specs.first { $0.name == name }?.synopsis ?? "--\(name)"
            let suggestion = T.suggestion(for: raw).map { " Did you mean '\($0)'?" } ?? ""
            throw UsageError(message: "Invalid value '\(raw)' for '\(synopsis)': expected \(T.expectation).\(suggestion)")
        }
        return value
    }

    /// The value of option `name` converted to `T`, which must lie in `range`.
    ///
    /// - Throws: ``UsageError`` naming the option, what it expects and the range.
    func value<T: ArgumentValue & Comparable>(_ type: T.Type, _ name: String, in range: ClosedRange<T>) throws -> T? {
        guard let raw = string(name) else { return nil }
        guard let value = T(argument: raw), range.contains(value) else {
            let synopsis = specs.first { $0.name == name }?.synopsis ?? "--\(name)"
            throw UsageError(
                message: "Invalid value '\(raw)' for '\(synopsis)': expected \(T.expectation) from \(Self.describe(range.lowerBound)) to \(Self.describe(range.upperBound)).")
        }
        return value
    }

    /// Positional argument `index` converted to `T` (the parser checked that required ones are there).
    ///
    /// - Throws: ``UsageError`` naming the argument and what it expects.
    func argument<T: ArgumentValue>(_ type: T.Type, at index: Int, name: String) throws -> T {
        let raw = arguments.indices.contains(index) ? arguments[index] : ""
        guard let value = T(argument: raw) else {
            let suggestion = T.suggestion(for: raw).map { " Did you mean '\($0)'?" } ?? ""
            throw UsageError(message: "Invalid value '\(raw)' for '<\(name)>': expected \(T.expectation).\(suggestion)")
        }
        return value
    }

    /// `12`, not `12.0`.
    private static func describe<T>(_ bound: T) -> String {
        (bound as? Double).map(JSONValue.literal) ?? "\(bound)"
    }

    /// The value of a required argument or option converted to `T`: `value(_:_:)` that also
    /// refuses an absent option.
    ///
    /// - Throws: ``UsageError``.
    func required<T: ArgumentValue>(_ type: T.Type, _ name: String) throws -> T {
        guard let value = try value(type, name) else {
            let synopsis = specs.first { $0.name == name }?.synopsis ?? "--\(name)"
            throw UsageError(message: "Missing '\(synopsis)'.")
        }
        return value
    }
}

/// A type an option's text converts to (swift-argument-parser's `ExpressibleByArgument`).
protocol ArgumentValue {
    init?(argument: String)
    /// What a valid value looks like, for messages: "a whole number".
    static var expectation: String { get }
    /// The valid value `text` was probably meant to be, for "Did you mean …?".
    static func suggestion(for text: String) -> String?
}

extension ArgumentValue {
    static func suggestion(for text: String) -> String? { nil }
}

/// An option whose value is one of a fixed set of names (`--layout waterfall`), with
/// "Did you mean …?" for a near miss.
protocol ChoiceArgument: ArgumentValue, CaseIterable, RawRepresentable where RawValue == String {}

extension ChoiceArgument {
    init?(argument: String) { self.init(rawValue: argument) }

    static var choices: [String] { allCases.map(\.rawValue) }

    static var expectation: String { "one of " + choices.joined(separator: ", ") }

    static func suggestion(for text: String) -> String? { Suggestion.closest(to: text, among: choices) }
}

extension Int: ArgumentValue {
    init?(argument: String) { self.init(argument) }
    static var expectation: String { "a whole number" }
}

extension Double: ArgumentValue {
    init?(argument: String) {
        guard let value = Double(argument), value.isFinite else { return nil }
        self = value
    }
    static var expectation: String { "a number" }
}

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
            throw UsageError(message: "Invalid value '\(raw)' for '\(synopsis)': expected \(T.expectation).")
        }
        return value
    }
}

/// A type an option's text converts to (swift-argument-parser's `ExpressibleByArgument`).
protocol ArgumentValue {
    init?(argument: String)
    /// What a valid value looks like, for messages: "a whole number".
    static var expectation: String { get }
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

/// The options, flags and arguments found on a command line, which each declaring property reads
/// its value from (``DeclaringProperty/read(as:from:)``).
struct ParsedValues {
    /// Option values as given, by long name (the last occurrence wins).
    var options: [String: String] = [:]
    /// Every value given to each option, in order, by long name: what a repeatable option reads.
    var occurrences: [String: [String]] = [:]
    /// The long names of the flags given.
    var flags: Set<String> = []
    /// The positional arguments, in order.
    var arguments: [String] = []
    /// The command's options and arguments: only these may be read.
    var declaredOptions: [OptionSpec] = []
    var declaredArguments: [ArgumentSpec] = []

    /// The option's value: the one given, else its default, else `nil` for an optional `Value`.
    ///
    /// - Throws: ``UsageError`` when a required option is missing or its value is invalid;
    ///   ``InternalError`` when the command does not declare it.
    subscript<Value>(option: Option<Value>) -> Value {
        get throws {
            try checkDeclared(option.spec)
            guard let text = options[option.name] ?? option.defaultText else {
                guard let absent = Value.valueWhenAbsent else { throw UsageError(message: "Missing '\(option.spec.synopsis)'.") }
                return absent
            }
            return try option.value(of: text)
        }
    }

    /// Every value given to a repeatable option, in order (`--kind fern --kind herb`); empty when
    /// it is absent (its default is not read).
    ///
    /// - Throws: ``UsageError`` for an invalid value; ``InternalError`` when the command does not
    ///   declare it.
    func all<Value>(_ option: Option<Value>) throws -> [Value] {
        try checkDeclared(option.spec)
        return try (occurrences[option.name] ?? []).map(option.value(of:))
    }

    /// Whether the flag was given.
    ///
    /// - Throws: ``InternalError`` when the command does not declare it.
    subscript(flag: Flag) -> Bool {
        get throws {
            try checkDeclared(flag.spec)
            return flags.contains(flag.spec.name)
        }
    }

    /// Whether the option was given on the command line (not taken from its default).
    func isGiven<Value>(_ option: Option<Value>) -> Bool {
        options[option.name] != nil
    }

    /// The argument's value, or `nil` for an optional one not given.
    ///
    /// - Throws: ``UsageError`` for an invalid value; ``InternalError`` when the command does not
    ///   declare it, or the parser let a required one be absent.
    subscript<Value>(argument: Argument<Value>) -> Value {
        get throws {
            let index = try position(of: argument.spec)
            guard arguments.indices.contains(index) else {
                guard let absent = Value.valueWhenAbsent else { throw InternalError("the argument '<\(argument.name)>' is missing") }
                return absent
            }
            return try argument.value(of: arguments[index])
        }
    }

    /// The words of a variadic argument.
    ///
    /// - Throws: ``UsageError`` for an invalid value; ``InternalError`` when the command does not
    ///   declare it.
    subscript<Element>(list: ArgumentList<Element>) -> [Element] {
        get throws {
            try arguments.dropFirst(try position(of: list.spec)).map(list.element.value(of:))
        }
    }

    private func checkDeclared(_ spec: OptionSpec) throws {
        guard declaredOptions.contains(where: { $0.name == spec.name }) else {
            throw InternalError("the command reads '\(spec.longName)', which it does not declare")
        }
    }

    /// The index of the argument among the command's arguments.
    private func position(of spec: ArgumentSpec) throws -> Int {
        guard let index = declaredArguments.firstIndex(where: { $0.name == spec.name }) else {
            throw InternalError("the command reads '<\(spec.name)>', which it does not declare")
        }
        return index
    }
}

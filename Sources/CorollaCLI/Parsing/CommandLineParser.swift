import CorollaJSON

/// What a command line asks for.
enum Invocation {
    /// Run the last command of `path` (the root first) with `values`.
    case run(path: [any Command.Type], values: ParsedValues)
    /// Show the help page of the last command of `path`.
    case help(path: [any Command.Type])
    /// Show the version.
    case version(String)
}

/// A usage error found while parsing, with the command it concerns.
struct ParseError: Error {
    var error: UsageError
    var path: [any Command.Type]
}

/// Turns a command line into an ``Invocation``, following swift-argument-parser's conventions:
/// subcommands by name, `help <subcommand>`, `-h`/`--help` anywhere before `--`, `--version` on
/// the root, `--name value`, `--name=value` and `-n value` for options, `--` to end the options.
/// An option taking a value takes the next word whatever it looks like (so `--rect -10,0,5,5`
/// works). A group's options may come before its subcommand (`corolla --db garden.sqlite plants
/// list`, as `git -C`): they are read as if given first after the subcommand, which must take them.
struct CommandLineParser {
    let root: any Command.Type

    /// - Throws: ``ParseError`` for an unknown subcommand or option, a missing or extra argument,
    ///   or a value its declaration refuses.
    func parse(_ arguments: [String]) throws -> Invocation {
        var path: [any Command.Type] = [root]
        var command = root
        var words = arguments[...]
        var passedOn: [PassedOnOption] = []
        while !command.configuration.subcommands.isEmpty, let word = words.first {
            if Flag.help.spec.names.contains(word) { return .help(path: path) }
            if word == Flag.version.spec.longName, path.count == 1, let version = root.configuration.version { return .version(version) }
            if word == "help" { return .help(path: try resolve(words.dropFirst(), from: command, path)) }
            words = words.dropFirst()
            if word.hasPrefix("-") {
                passedOn.append(try groupOption(word, from: &words, of: command, path))
                continue
            }
            command = try subcommand(word, of: command, path)
            path.append(command)
        }
        let options = words.prefix { $0 != "--" }
        if options.contains(where: Flag.help.spec.names.contains) { return .help(path: path) }
        do {
            // A group reached without a subcommand runs with the options given to it (most show their help).
            guard command.configuration.subcommands.isEmpty else {
                return .run(path: path, values: try values(passedOn.flatMap(\.words) + words, for: command, path))
            }
            let declared = Set(command.declarations.options.map(\.name))
            if let refused = passedOn.first(where: { !declared.contains($0.spec.name) }) {
                throw UsageError(message: "'\(HelpFormatter.commandName(path))' does not take '\(refused.spec.longName)'.")
            }
            return .run(path: path, values: try values(passedOn.flatMap(\.words) + words, for: command, path))
        } catch let error as UsageError {
            throw ParseError(error: error, path: path)
        }
    }

    /// An option given before a subcommand, for the subcommand to read.
    private struct PassedOnOption {
        var spec: OptionSpec
        /// The option's word and, when the value was not given with `=`, its value's.
        var words: [String]
    }

    /// Reads option `word` of group `command` (the last of `path`), with its value from `words`
    /// when it takes one not given with `=`.
    private func groupOption(
        _ word: String, from words: inout ArraySlice<String>, of command: any Command.Type, _ path: [any Command.Type]
    ) throws -> PassedOnOption {
        let (name, inline) = Self.nameAndInlineValue(word)
        guard let spec = command.declarations.options.first(where: { $0.names.contains(name) }) else {
            throw ParseError(error: unknownOption(word, of: command, path), path: path)
        }
        guard spec.value != nil, inline == nil else { return PassedOnOption(spec: spec, words: [word]) }
        guard let value = words.popFirst() else {
            throw ParseError(error: UsageError(message: "Missing value for '\(spec.synopsis)'."), path: path)
        }
        return PassedOnOption(spec: spec, words: [word, value])
    }

    /// The path to the command named by `words` (as after `help`), from `command` (the last of
    /// `path`) down.
    private func resolve(
        _ words: ArraySlice<String>, from command: any Command.Type, _ path: [any Command.Type]
    ) throws -> [any Command.Type] {
        var (path, command) = (path, command)
        for word in words {
            command = try subcommand(word, of: command, path)
            path.append(command)
        }
        return path
    }

    /// The subcommand `word` of `command` (the last of `path`).
    private func subcommand(_ word: String, of command: any Command.Type, _ path: [any Command.Type]) throws -> any Command.Type {
        let subcommands = command.configuration.subcommands
        if let found = subcommands.first(where: { $0.configuration.name == word }) { return found }
        var message = "Unknown subcommand '\(ArgumentBytes.shown(word))'."
        if let near = Suggestion.closest(to: word, among: subcommands.map { $0.configuration.name } + ["help"]) {
            message += " Did you mean '\(near)'?"
        }
        throw ParseError(error: UsageError(message: message), path: path)
    }

    /// The refusal of option `word`, which `command` (the last of `path`) does not take.
    private func unknownOption(_ word: String, of command: any Command.Type, _ path: [any Command.Type]) -> UsageError {
        let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
        var names = command.declarations.options.map(\.longName) + [Flag.help.spec.longName]
        if path.count == 1, root.configuration.version != nil { names.append(Flag.version.spec.longName) }
        var message = "Unknown option '\(ArgumentBytes.shown(name))'."
        if let near = Suggestion.closest(to: name, among: names) { message += " Did you mean '\(near)'?" }
        return UsageError(message: message)
    }

    /// Reads the options and arguments of a leaf command, checking each value as its declaration says.
    private func values(_ words: ArraySlice<String>, for command: any Command.Type, _ path: [any Command.Type]) throws -> ParsedValues {
        let declarations = command.declarations
        var values = ParsedValues(declaredOptions: declarations.options, declaredArguments: declarations.arguments)
        var words = words
        var onlyArguments = false
        while let word = words.popFirst() {
            if onlyArguments || word == "-" || !word.hasPrefix("-") {
                values.arguments.append(word)
            } else if word == "--" {
                onlyArguments = true
            } else {
                try option(word, from: &words, into: &values, command, path)
            }
        }
        let expected = declarations.arguments
        if values.arguments.count > expected.count, expected.last?.isVariadic != true {
            throw UsageError(message: "Unexpected argument '\(ArgumentBytes.shown(values.arguments[expected.count]))'.")
        }
        if let missing = expected.dropFirst(values.arguments.count).first(where: { !$0.isOptional }) {
            throw UsageError(message: "Missing expected argument '<\(missing.name)>'.")
        }
        for (index, word) in values.arguments.enumerated() {
            // A variadic last argument takes every word after the others.
            try expected[min(index, expected.count - 1)].validate(word)
        }
        return values
    }

    /// Reads one option word (and its value, from the next word when not given with `=`).
    private func option(
        _ word: String, from words: inout ArraySlice<String>, into values: inout ParsedValues,
        _ command: any Command.Type, _ path: [any Command.Type]
    ) throws {
        let (name, inline) = Self.nameAndInlineValue(word)
        guard let spec = values.declaredOptions.first(where: { $0.names.contains(name) }) else {
            throw unknownOption(word, of: command, path)
        }
        guard let value = spec.value else {
            guard inline == nil else { throw UsageError(message: "The flag '\(spec.longName)' does not take a value.") }
            values.flags.insert(spec.name)
            return
        }
        guard let text = inline ?? words.popFirst() else { throw UsageError(message: "Missing value for '\(spec.synopsis)'.") }
        try value.validate(text)
        values.options[spec.name] = text
        values.occurrences[spec.name, default: []].append(text)
    }

    /// The option an option word names, and the value it gives with `=` (`--width=800`: `--width`
    /// and `800`); a short option (`-w`) gives none.
    private static func nameAndInlineValue(_ word: String) -> (name: String, inline: String?) {
        guard word.hasPrefix("--") else { return (word, nil) }
        let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        return (String(parts[0]), parts.count == 2 ? String(parts[1]) : nil)
    }
}

import CorollaService

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
/// works).
struct CommandLineParser {
    let root: any Command.Type

    /// - Throws: ``ParseError`` for an unknown subcommand or option, a missing or extra argument.
    func parse(_ arguments: [String]) throws -> Invocation {
        var path: [any Command.Type] = [root]
        var words = arguments[...]
        while let command = path.last, !command.configuration.subcommands.isEmpty, let word = words.first {
            if word == "-h" || word == "--help" { return .help(path: path) }
            if word == "--version", path.count == 1, let version = root.configuration.version { return .version(version) }
            if word == "help" { return .help(path: try resolve(words.dropFirst(), under: path)) }
            if word.hasPrefix("-") { throw ParseError(error: unknownOption(word, of: path), path: path) }
            path.append(try subcommand(word, under: path))
            words = words.dropFirst()
        }
        let options = words.prefix { $0 != "--" }
        if options.contains("-h") || options.contains("--help") { return .help(path: path) }
        do {
            return .run(path: path, values: try values(words, for: path))
        } catch let error as UsageError {
            throw ParseError(error: error, path: path)
        }
    }

    /// The command named by `words` (as after `help`), from `path` down.
    private func resolve(_ words: ArraySlice<String>, under path: [any Command.Type]) throws -> [any Command.Type] {
        var path = path
        for word in words { path.append(try subcommand(word, under: path)) }
        return path
    }

    private func subcommand(_ word: String, under path: [any Command.Type]) throws -> any Command.Type {
        let subcommands = path.last?.configuration.subcommands ?? []
        if let found = subcommands.first(where: { $0.configuration.name == word }) { return found }
        var message = "Unknown subcommand '\(word)'."
        if let near = Suggestion.closest(to: word, among: subcommands.map { $0.configuration.name } + ["help"]) {
            message += " Did you mean '\(near)'?"
        }
        throw ParseError(error: UsageError(message: message), path: path)
    }

    private func unknownOption(_ word: String, of path: [any Command.Type]) -> UsageError {
        let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
        let options = path.last?.configuration.options ?? []
        var names = options.map { "--\($0.name)" } + ["--help"]
        if path.count == 1, root.configuration.version != nil { names.append("--version") }
        var message = "Unknown option '\(name)'."
        if let near = Suggestion.closest(to: name, among: names) { message += " Did you mean '\(near)'?" }
        return UsageError(message: message)
    }

    /// Reads the options and arguments of a leaf command.
    private func values(_ words: ArraySlice<String>, for path: [any Command.Type]) throws -> ParsedValues {
        let configuration = path.last?.configuration ?? root.configuration
        var values = ParsedValues(specs: configuration.options)
        var words = words
        var onlyArguments = false
        while let word = words.popFirst() {
            if onlyArguments || word == "-" || !word.hasPrefix("-") {
                values.arguments.append(word)
            } else if word == "--" {
                onlyArguments = true
            } else {
                try option(word, from: &words, into: &values, path)
            }
        }
        let expected = configuration.arguments
        if values.arguments.count > expected.count, expected.last?.isVariadic != true {
            throw UsageError(message: "Unexpected argument '\(values.arguments[expected.count])'.")
        }
        if let missing = expected.dropFirst(values.arguments.count).first(where: { !$0.isOptional }) {
            throw UsageError(message: "Missing expected argument '<\(missing.name)>'.")
        }
        return values
    }

    /// Reads one option word (and its value, from the next word when not given with `=`).
    private func option(
        _ word: String, from words: inout ArraySlice<String>, into values: inout ParsedValues,
        _ path: [any Command.Type]
    ) throws {
        let options = path.last?.configuration.options ?? []
        let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = word.hasPrefix("--") ? String(parts[0]) : word
        let inline = word.hasPrefix("--") && parts.count == 2 ? String(parts[1]) : nil
        let spec = options.first {
            name == "--\($0.name)" || ($0.short.map { name == "-\($0)" } ?? false)
        }
        guard let spec else { throw unknownOption(word, of: path) }
        if spec.isFlag {
            guard inline == nil else { throw UsageError(message: "The flag '--\(spec.name)' does not take a value.") }
            values.flags.insert(spec.name)
        } else if let value = inline ?? words.popFirst() {
            values.options[spec.name] = value
        } else {
            throw UsageError(message: "Missing value for '\(spec.synopsis)'.")
        }
    }
}

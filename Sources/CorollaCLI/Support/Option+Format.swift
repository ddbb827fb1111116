extension Option {
    /// `--format <format>`: one of `Format`'s names (`png, svg, pdf, json or txt`), by default
    /// taken from a file's name as `defaultNote` says.
    static func format<Format: ChoiceArgument>(_ type: Format.Type, default defaultNote: String) -> Option where Value == Format? {
        let choices = Format.choices
        let names = choices.indices.map { ($0 == 0 ? "" : $0 == choices.count - 1 ? " or " : ", ") + choices[$0] }.joined()
        return Option("format", value: "format", help: "\(names) (default: \(defaultNote)).")
    }

    /// `--format png|svg|pdf|json|txt`: how a message tells to give the option.
    func usage<Format: ChoiceArgument>() -> String where Value == Format? {
        spec.longName + " " + Format.choices.joined(separator: "|")
    }

    /// What standard output gets when `--json` is given with this option's `given` value: `json`
    /// (the format `--json` means), which a `given` other format contradicts.
    ///
    /// - Throws: ``UsageError`` when `given` is another format: `'--json' <means>; it cannot go
    ///   with '--format <given>'.`
    func agreeing<Format: ChoiceArgument>(_ given: Format?, withJSON json: Format, means: String) throws -> Format where Value == Format? {
        guard let given, given.rawValue != json.rawValue else { return json }
        throw UsageError(message: "'\(CommonOptions.json.spec.longName)' \(means); it cannot go with '\(spec.longName) \(given.rawValue)'.")
    }

    /// Refuses to write `format`, binary data, to standard output when `console`'s is a terminal
    /// (a pipe or a file gets it), as gh and curl refuse.
    ///
    /// - Throws: ``UsageError`` saying to write it to `output`'s file or redirect standard output.
    func refuseBinary<Format: ChoiceArgument>(_ format: Format, toTerminal console: Console, output: Option<FilePath?>) throws where Value == Format? {
        guard console.standardOutputIsTerminal else { return }
        throw UsageError(
            message: "'\(spec.longName) \(format.rawValue)' is binary data, which a terminal cannot show: "
                + "write it to a file with '\(output.spec.shortestName) FILE', or redirect standard output.")
    }
}

/// The help page and usage line of a command, laid out as swift-argument-parser does: OVERVIEW,
/// USAGE, ARGUMENTS, OPTIONS and SUBCOMMANDS, each entry's text in a column, wrapped at 80.
enum HelpFormatter {
    private static let labelWidth = 26
    private static let lineWidth = 80
    /// A usage line lists the options one by one up to this many; beyond, the required ones and
    /// `[<options>]`.
    private static let maximumUsageOptions = 6

    /// `corolla layout [--input <file>] …`: the usage line of the last command of `path`.
    static func usage(of path: [any Command.Type]) -> String {
        let configuration = path.last?.configuration
        let declarations = path.last?.declarations ?? ArgumentSet()
        var words = [commandName(path)]
        if let configuration, !configuration.subcommands.isEmpty {
            words += declarations.options.map(\.usage) + ["<subcommand>"]
        } else {
            let options = declarations.options
            words +=
                options.count > maximumUsageOptions
                ? options.filter(\.isRequired).map(\.usage) + ["[<options>]"] : options.map(\.usage)
            words += declarations.arguments.map(\.usage)
        }
        return words.joined(separator: " ")
    }

    /// `corolla layout`: the words that invoke the last command of `path`.
    static func commandName(_ path: [any Command.Type]) -> String {
        path.map { $0.configuration.name }.joined(separator: " ")
    }

    /// The full help page.
    static func help(of path: [any Command.Type]) -> String {
        guard let command = path.last else { return "" }
        let configuration = command.configuration
        let declarations = command.declarations
        var page = wrap("OVERVIEW: " + configuration.abstract, indent: 0) + "\n"
        if !configuration.discussion.isEmpty { page += "\n" + wrap(configuration.discussion, indent: 0) + "\n" }
        page += "\nUSAGE: \(usage(of: path))\n"
        if !declarations.arguments.isEmpty {
            page += "\nARGUMENTS:\n" + declarations.arguments.map { entry("<\($0.name)>", $0.help) }.joined()
        }
        var options = declarations.options.map { entry($0.label, $0.help + defaultNote($0)) }
        if path.count == 1, configuration.version != nil { options.append(entry(Flag.version.spec.label, Flag.version.spec.help)) }
        options.append(entry(Flag.help.spec.label, Flag.help.spec.help))
        page += "\nOPTIONS:\n" + options.joined()
        if !configuration.subcommands.isEmpty {
            page += "\nSUBCOMMANDS:\n"
            page += configuration.subcommands.map { entry($0.configuration.name, $0.configuration.abstract) }.joined()
            page += entry("help", "Show subcommand help information.")
            page += "\n  See '\(commandName(path)) help <subcommand>' for detailed help.\n"
        }
        return page
    }

    private static func defaultNote(_ option: OptionSpec) -> String {
        option.value?.defaultText.map { " (default: \($0))" } ?? ""
    }

    /// One line (or more) of a list: the label, then the text in the second column.
    private static func entry(_ label: String, _ text: String) -> String {
        let head = "  " + label
        let body = wrap(text, indent: labelWidth)
        let start = String(body.dropFirst(labelWidth))
        if head.count < labelWidth - 1 {
            return head.padding(toLength: labelWidth, withPad: " ", startingAt: 0) + start + "\n"
        }
        return head + "\n" + body + "\n"
    }

    /// `text` broken into lines of at most 80 columns, each indented by `indent` spaces.
    private static func wrap(_ text: String, indent: Int) -> String {
        let margin = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = margin
        for word in text.split(separator: " ") {
            if line.count > indent && line.count + 1 + word.count > lineWidth {
                lines.append(line)
                line = margin
            }
            line += (line.count > indent ? " " : "") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}

import CorollaJSON
import CorollaService

/// The rows of `import --dry-run`, as the importer decides them: with `--json`, every row written
/// to standard output at once (an array member of the summary object, so the memory does not grow
/// with the file); as text, the first ``shownRows`` kept for the lines under the summary, and the
/// others counted.
///
/// On an error the JSON stops where the rows stopped (the command exits 65 with the error).
final class DryRunListing {
    /// How many rows the text shows.
    static let shownRows = 20
    /// How many characters of a value the text shows.
    static let shownCharacters = 40

    private let output: OutputBuffer?
    private var shown: [ImportRow] = []
    private var count = 0

    /// A listing that streams JSON to `output`, or (nil) keeps rows for the text.
    init(json output: OutputBuffer?) {
        self.output = output
    }

    /// Takes the next row.
    func add(_ row: ImportRow) throws {
        defer { count += 1 }
        guard let output else {
            if shown.count < Self.shownRows { shown.append(row) }
            return
        }
        try output.append(count == 0 ? "{\n  \"rows\": [\n    " : ",\n    ")
        try Self.json(row).write(to: output)
    }

    /// Ends the JSON: the rows' array, then `summary`'s members, one a line.
    func finish(_ summary: JSONValue) throws {
        guard let output else { return }
        try output.append(count == 0 ? "{\n  \"rows\": [],\n" : "\n  ],\n")
        if case .object(let members) = summary {
            for (index, member) in members.enumerated() {
                try output.append(index == 0 ? "  " : ",\n  ")
                try output.appendQuoted(member.key)
                try output.append(": ")
                try member.value.write(to: output)
            }
        }
        try output.append("\n}\n")
        try output.finish()
    }

    /// `  update     fig (Fig tree): name "Fig" → "Fig tree"`, one a row, then `  … and N more`.
    func textLines() -> [String] {
        var lines = shown.map(Self.text)
        if count > shown.count { lines.append("  … and \(count - shown.count) more") }
        return lines
    }

    /// A row as one compact JSON object: action, line, record, key, name, and (update) the changes
    /// as `{"field": {"old": …, "new": …}}`.
    static func json(_ row: ImportRow) -> JSONValue {
        var members = [
            JSONMember("action", .string(row.action.rawValue)), JSONMember("line", .number(row.line)),
            JSONMember("record", .number(row.record)), JSONMember("key", .string(row.key)), JSONMember("name", .string(row.name)),
        ]
        if row.action == .update {
            members.append(
                JSONMember("changes", .object(row.changes.map { JSONMember($0.field.rawValue, .object([JSONMember("old", $0.old), JSONMember("new", $0.new)])) })))
        }
        return .object(members)
    }

    /// A row as a line of text (the action padded to the longest, `unchanged`).
    static func text(_ row: ImportRow) -> String {
        let action = row.action.rawValue.padding(toLength: ImportRow.Action.unchanged.rawValue.count, withPad: " ", startingAt: 0)
        var line = "  \(action)  \(row.key) (\(row.name))"
        if !row.changes.isEmpty {
            line += ": " + row.changes.map { "\($0.field.rawValue) \(shown($0.old)) → \(shown($0.new))" }.joined(separator: "; ")
        }
        return line
    }

    /// A value as JSON text, a string cut after ``shownCharacters`` characters.
    private static func shown(_ value: JSONValue) -> String {
        guard case .string(let text) = value, text.count > shownCharacters else { return value.rendered() }
        return JSONValue.string(text.prefix(shownCharacters) + "…").rendered()
    }
}

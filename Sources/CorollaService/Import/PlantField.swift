import CorollaJSON

/// The fields of an import file: CSV and TSV column names and JSON keys alike (``PlantField``
/// declares them).
///
/// Names are matched ignoring ASCII case and surrounding spaces (`Name` is `name`). A record needs
/// `name` or `key`: with a key only, it updates the fields it has of the plant with that key.
extension PlantField {
    /// The fields a CSV or TSV file can hold: all but ``waterings`` (a watering history in those
    /// formats is a file of its own, `export --history`).
    static let delimitedFields = allCases.filter { $0 != .waterings }

    /// The fields `names` name, in order; nil for a name no field has, when `ignoringUnknown`.
    ///
    /// - Throws: `ImportError` (at `line`) naming every unknown name, with the nearest known name
    ///   or the list of known ones (unless `ignoringUnknown`); for a name given twice, or an empty
    ///   column name.
    static func fields(named names: [String], file: String, line: Int, record: Int?, ignoringUnknown: Bool = false) throws -> [PlantField?] {
        func failure(_ field: String?, _ reason: String, hint: String? = nil) -> ImportError {
            ImportError(file: file, line: line, record: record, field: field, reason: reason, hint: hint)
        }
        var fields: [PlantField?] = []
        var unknown: [String] = []
        for (index, name) in names.enumerated() {
            guard !name.trimmingSpaces.isEmpty else { throw failure(nil, "column \(index + 1) has no name") }
            guard let field = PlantField(fileName: name.trimmingSpaces) else {
                unknown.append(name)
                fields.append(nil)
                continue
            }
            if let first = fields.firstIndex(of: field) {
                throw failure(name, "given twice (as '\(names[first])' and '\(name)')")
            }
            fields.append(field)
        }
        guard unknown.isEmpty || ignoringUnknown else {
            let reason = unknown.count == 1 ? "unknown field" : "unknown fields"
            throw failure(unknown.joined(separator: ", "), reason, hint: hint(for: unknown))
        }
        return fields
    }

    /// "did you mean 'kind'?" when every unknown name is a near miss; otherwise the known names.
    private static func hint(for unknown: [String]) -> String {
        if unknown.contains(where: { HistoryField(fieldName: $0) == .wateredOn }) {
            return "this is a watering history (what export --history writes): import it with --history"
        }
        let known = allCases.map(\.rawValue)
        let near = unknown.map { Suggestion.closest(to: $0.trimmingSpaces.lowercased(), among: known) }
        let skip = " (or import with --ignore-unknown-columns to skip \(unknown.count == 1 ? "it" : "them"))"
        // The list names the fields of every format (JSON's `waterings` comes as a suggestion only).
        guard near.allSatisfy({ $0 != nil }) else { return "the known fields are " + delimitedFields.map(\.rawValue).joined(separator: ", ") + skip }
        let suggestions = zip(unknown, near.compactMap { $0 }).map { unknown.count == 1 ? "'\($1)'" : "'\($1)' for '\($0)'" }
        return "did you mean " + suggestions.joined(separator: ", ") + "?" + skip
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: SubSequence {
        // Most values have no space around them: the first and last characters tell.
        if let first, let last, first != " ", first != "\t", last != " ", last != "\t" {
            return self[startIndex..<endIndex]
        }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        let start = firstIndex { !isSpace($0) } ?? endIndex
        let end = lastIndex { !isSpace($0) }.map(index(after:)) ?? start
        return self[start..<end]
    }
}

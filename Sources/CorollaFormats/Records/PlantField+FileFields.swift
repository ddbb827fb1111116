import CorollaJSON
import CorollaModel

/// The fields of an import file: CSV and TSV column names and JSON keys alike (``PlantField``
/// declares them).
///
/// Names are matched as ``PlantField/init(fileName:)`` says (ignoring case, spaces, `_`, `-` and a
/// unit in parentheses; the spellings each field's declaration also accepts), or by the import's
/// ``ColumnMap``. A record needs `name` or `key`: with a key only, it updates the fields it has of
/// the plant with that key.
extension PlantField {
    /// The fields a CSV or TSV file can hold: all but ``waterings`` (a watering history in those
    /// formats is a file of its own, `export --history`).
    package static let delimitedFields = allCases.filter { $0 != .waterings }

    /// The fields `names` name, in order; nil for a name no field has, when `ignoringUnknown`.
    ///
    /// - Throws: `ImportError` (at `line`) naming every unknown name, with the fields and the
    ///   closest matches (unless `ignoringUnknown`); for two names of one field, or an empty
    ///   column name.
    package static func fields(
        named names: [String], file: String, line: Int, record: Int?, map: ColumnMap = ColumnMap(), ignoringUnknown: Bool = false
    ) throws -> [PlantField?] {
        func failure(_ field: String?, _ reason: String, hint: String? = nil) -> ImportError {
            ImportError(file: file, line: line, record: record, field: field, reason: reason, hint: hint)
        }
        var fields: [PlantField?] = []
        var unknown: [String] = []
        for (index, name) in names.enumerated() {
            guard !name.trimmingSpaces.isEmpty else { throw failure(nil, "column \(index + 1) has no name") }
            guard let field = map.field(for: name) ?? PlantField(fileName: name) else {
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

    /// The closest fields to the unknown names, when there are ("did you mean 'kind' for 'knd'?"),
    /// the list of fields, and the options that take unknown names.
    private static func hint(for unknown: [String]) -> String {
        if unknown.contains(where: { HistoryField(fieldName: $0) == .wateredOn }) {
            return "this is a watering history (what export --history writes): import it with --history"
        }
        let near = unknown.compactMap { name in closest(to: name).map { (name, $0) } }
        let suggestions = near.map { unknown.count == 1 ? "'\($1.rawValue)'" : "'\($1.rawValue)' for '\($0)'" }
        let question = suggestions.isEmpty ? "" : "did you mean " + suggestions.joined(separator: ", ") + "? "
        // The list names the fields of every format (JSON's `waterings` comes as a suggestion only).
        let them = unknown.count == 1 ? "it" : "them"
        return question + "the fields are " + delimitedFields.map(\.rawValue).joined(separator: ", ")
            + " (name a column's field with --map 'Header=field', or skip \(them) with --ignore-unknown-columns)"
    }

    /// The field with the spelling nearest to `name` (``Suggestion``), compared in their forms.
    private static func closest(to name: String) -> PlantField? {
        let spellings = allCases.flatMap { field in field.fileNames.flatMap(fileNameForms).map { ($0, field) } }
        let forms = fileNameForms(name)
        for form in forms {
            if let near = Suggestion.closest(to: form, among: spellings.map(\.0)) {
                return spellings.first { $0.0 == near }?.1
            }
        }
        return nil
    }
}

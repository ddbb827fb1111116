import CorollaModel

/// What a file's dates say about their order, column by column: a date only one order reads
/// (`25/11/2026` is day first) reads the column's ambiguous dates (`03/11/2026`) in that order; a
/// column with dates only one order reads in each of both orders is an error naming both lines.
public struct DateEvidence: Hashable, Sendable {
    /// The date that decided a field's order: where it is and what it says.
    public struct Decision: Hashable, Sendable {
        public var field: PlantField
        public var format: ImportDateFormat
        public var line: Int
        /// The date as written.
        public var text: String
    }

    /// The first date of each field only one order reads, in the order found.
    public private(set) var decisions: [Decision] = []
    /// The fields with a date two orders read (those whose decision reads some date).
    private var ambiguous: Set<PlantField> = []

    /// The decisions that read some date of their field: what the summary names.
    public var used: [Decision] { decisions.filter { ambiguous.contains($0.field) } }

    /// Whether a field has a date two orders read and no decision yet.
    var isUndecided: Bool { ambiguous.contains { order(of: $0) == nil } }

    public init() {}

    /// The order the evidence gives `field`'s dates, if any.
    public func order(of field: PlantField) -> ImportDateFormat? {
        decisions.first { $0.field == field }?.format
    }

    /// Notes the date `text` of `field` on `line`.
    ///
    /// - Returns: the decision it contradicts (a date of the field read only in the other order), if any.
    /// - Complexity: O(n + d) for n characters and d fields decided.
    mutating func note(_ text: Substring, field: PlantField, line: Int) -> Decision? {
        guard let format = ImportDateFormat.order(of: text) else {
            if !ambiguous.contains(field), ImportDateFormat.isAmbiguous(text) { ambiguous.insert(field) }
            return nil
        }
        guard let decided = decisions.first(where: { $0.field == field }) else {
            decisions.append(Decision(field: field, format: format, line: line, text: String(text)))
            return nil
        }
        return decided.format == format ? nil : decided
    }

    /// The indices of the date fields among `fields`.
    static func dateColumns(of fields: [PlantField?]) -> [Int] {
        fields.indices.filter { fields[$0]?.declaration.type == .date }
    }

    /// Notes the dates of `record`, whose values `fields` name (`columns`: the indices of its date
    /// fields, ``dateColumns(of:)``); returns the errors of the dates that contradict their
    /// field's decision.
    mutating func note(_ record: RawRecord, fields: [PlantField?], columns: [Int], file: String) -> [ImportError] {
        var errors: [ImportError] = []
        for column in columns where column < record.values.count {
            guard let field = fields[column] else { continue }
            let text: Substring
            switch record.values[column] {
            case .text(let written), .json(.string(let written)): text = written.trimmingSpaces
            default: continue
            }
            guard let decided = note(text, field: field, line: record.line), let format = ImportDateFormat.order(of: text) else { continue }
            errors.append(ImportError(
                file: file, line: record.line, record: record.index, field: field.rawValue,
                reason: "'\(text)' can only be \(format.order), but '\(decided.text)' on line \(decided.line) can only be \(decided.format.order)",
                problem: "dates in both orders (line \(decided.line) is \(decided.format.order))",
                hint: "say which with --date-format \(decided.format.rawValue) or \(format.rawValue)"))
        }
        return errors
    }
}

/// Where a selection of `plants` columns has each column of some fields, found by name once per
/// selection, so that rows are read by column name at the cost of reading by position, each field
/// as its declaration (``PlantField/Declaration``) says.
struct PlantColumnPositions {
    /// How the store reads a field's columns: its declared type, among those a row can hold.
    private enum Reading {
        case text, integer, number, date, photo, boolean

        init(_ type: PlantField.ValueType, of field: PlantField) {
            switch type {
            case .text: self = .text
            case .integer: self = .integer
            case .number: self = .number
            case .date: self = .date
            case .photo: self = .photo
            case .boolean: self = .boolean
            case .dates: preconditionFailure("the store has no columns for \(field)'s type \(type)")
            }
        }

        /// The type a row decoding error names for a NULL in a field that cannot be cleared.
        var expected: String {
            switch self {
            case .text: "String"
            case .integer: "Int"
            case .number: "Double"
            case .date: "CalendarDate"
            case .photo: "PlantPhoto"
            case .boolean: "Bool"
            }
        }
    }

    /// One field, how it is read, and where its columns' positions start in ``columnPositions``
    /// (plain values: reading a row copies no reference).
    private struct FieldColumns {
        let field: PlantField, reading: Reading, clearable: Bool, first: Int
    }

    /// Where the selection has `id`.
    let id: Int32
    private let fields: [FieldColumns]
    /// Where the selection has each field's columns, field after field, in declaration order.
    private let columnPositions: [Int32]
    private let positions: [String: Int32]

    /// The positions of `selection`'s columns (`plants.name` is `name`), and of the columns of
    /// `fields` in it.
    init(_ selection: [String], fields: [PlantField]) {
        let positions = Dictionary(
            selection.enumerated().map { ($1.split(separator: ".").last.map(String.init) ?? $1, Int32($0)) }, uniquingKeysWith: { first, _ in first })
        self.positions = positions
        id = positions["id"] ?? -1
        var firsts: [Int] = []
        var columnPositions: [Int32] = []
        for field in fields {
            firsts.append(columnPositions.count)
            columnPositions += field.declaration.columns.map { positions[$0] ?? -1 }
        }
        self.columnPositions = columnPositions
        self.fields = zip(fields, firsts).map { field, first in
            FieldColumns(field: field, reading: Reading(field.declaration.type, of: field), clearable: field.declaration.clearable, first: first)
        }
    }

    /// The position of the column `name` (-1 when the selection lacks it: reading it then fails
    /// with a `RowDecodingError`).
    func column(_ name: String) -> Int32 {
        positions[name] ?? -1
    }

    /// The fields of the row `columns` is on, the others empty.
    ///
    /// - Throws: `RowDecodingError` for a value of another type than its field's, or NULL in a field
    ///   that cannot be cleared; `StoreError.malformedValue` for a partial photo.
    /// - Complexity: O(f) for f fields, with no allocation besides the values' own.
    func draft(_ columns: borrowing Statement.Columns) throws -> PlantDraft {
        var draft = PlantDraft(name: "")
        let at = columnPositions
        for entry in fields {
            let first = entry.first
            let value: PlantValue? =
                switch entry.reading {
                case .text: try columns.optionalText(at[first]).map(PlantValue.text)
                case .integer: try columns.optionalInt(at[first]).map(PlantValue.integer)
                case .number: try columns.optionalDouble(at[first]).map(PlantValue.number)
                case .date: try columns.optionalDate(at[first]).map(PlantValue.date)
                case .boolean: try columns.optionalInt(at[first]).map { PlantValue.boolean($0 != 0) }
                case .photo:
                    try Plant.photo(
                        bytes: columns.optionalBlob(at[first]), width: columns.optionalInt(at[first + 1]),
                        height: columns.optionalInt(at[first + 2]))
                        .map(PlantValue.photo)
                }
            guard value != nil || entry.clearable else { throw columns.mismatch(at[first], entry.reading.expected) }
            draft.setValue(value, for: entry.field)
        }
        return draft
    }
}

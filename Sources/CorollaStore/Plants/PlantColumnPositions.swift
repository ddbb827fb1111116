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

    /// One field, how it is read, and where the selection has its columns (in declaration order).
    private struct FieldColumns {
        let field: PlantField
        let reading: Reading
        let clearable: Bool
        let positions: [Int32]
    }

    /// Where the selection has `id`.
    let id: Int32
    private let fields: [FieldColumns]
    private let positions: [String: Int32]

    /// The positions of `selection`'s columns (`plants.name` is `name`), and of the columns of
    /// `fields` in it.
    init(_ selection: [String], fields: [PlantField]) {
        let positions = Dictionary(
            selection.enumerated().map { ($1.split(separator: ".").last.map(String.init) ?? $1, Int32($0)) }, uniquingKeysWith: { first, _ in first })
        self.positions = positions
        id = positions["id"] ?? -1
        self.fields = fields.map { field in
            let declaration = field.declaration
            return FieldColumns(
                field: field, reading: Reading(declaration.type, of: field), clearable: declaration.clearable,
                positions: declaration.columns.map { positions[$0] ?? -1 })
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
        for entry in fields {
            let at = entry.positions
            let value: PlantValue? =
                switch entry.reading {
                case .text: try columns.optionalText(at[0]).map(PlantValue.text)
                case .integer: try columns.optionalInt(at[0]).map(PlantValue.integer)
                case .number: try columns.optionalDouble(at[0]).map(PlantValue.number)
                case .date: try columns.optionalDate(at[0]).map(PlantValue.date)
                case .boolean: try columns.optionalInt(at[0]).map { PlantValue.boolean($0 != 0) }
                case .photo:
                    try Plant.photo(bytes: columns.optionalBlob(at[0]), width: columns.optionalInt(at[1]), height: columns.optionalInt(at[2]))
                        .map(PlantValue.photo)
                }
            guard value != nil || entry.clearable else { throw columns.mismatch(at[0], entry.reading.expected) }
            draft.setValue(value, for: entry.field)
        }
        return draft
    }
}

import CorollaModel

/// Where a workbook's sheet puts its records: what names a problem's sheet and cell
/// (`plants.xlsx, sheet Plants, row 7 (C7)`), the record's line being the sheet's row.
public struct SheetPlace: Hashable, Sendable {
    /// The file as the user named it.
    public var file: String
    /// The sheet's name.
    public var name: String
    /// The header's names, and the fields they were read as (when checked).
    var names: [String]
    var fields: [PlantField?]
    /// The letters of the header's columns, one per name.
    var letters: [String]

    /// `error` with the sheet and the cell of its field named; an error of another file, of the
    /// file as a whole (line 0) or already placed is left as it is.
    public func locate(_ error: ImportError) -> ImportError {
        guard error.sheet == nil, error.file == file, error.line > 0 else { return error }
        var error = error
        error.sheet = name
        if let field = error.field, let index = names.firstIndex(of: field) ?? fields.firstIndex(where: { $0?.rawValue == field }),
            letters.indices.contains(index)
        {
            error.cell = letters[index] + "\(error.line)"
        }
        return error
    }
}

extension ImportErrors {
    /// The same problems, each placed by `place` in its sheet (``SheetPlace/locate(_:)``).
    public func located(in place: SheetPlace) -> ImportErrors {
        var located = self
        located.errors = errors.map(place.locate)
        return located
    }
}

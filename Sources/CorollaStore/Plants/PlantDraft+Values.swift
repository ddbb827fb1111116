extension PlantDraft {
    /// The stored columns besides the key, in `Plant.contentColumns` order.
    var contentValues: [DatabaseValue] {
        var values: [DatabaseValue] = []
        values.reserveCapacity(Plant.contentColumns.count)
        appendContentValues(to: &values)
        return values
    }

    /// Appends `contentValues` to `arguments` (a bulk statement's, without an array per draft):
    /// each stored field's columns, as ``PlantField`` declares them.
    func appendContentValues(to arguments: inout [DatabaseValue]) {
        for (field, width) in Self.columnWidths {
            switch value(of: field) {
            case .text(let text): arguments.append(.text(text))
            case .integer(let number): arguments.append(.integer(Int64(number)))
            case .number(let number): arguments.append(.real(number))
            case .date(let date): arguments.append(date.databaseValue)
            case .photo(let photo): Optional(photo).appendValues(to: &arguments)
            case .boolean(let flag): arguments.append(.integer(flag ? 1 : 0))
            case .dates: preconditionFailure("the store has no columns for \(field)'s days")
            case nil: arguments.append(contentsOf: repeatElement(.null, count: width))
            }
        }
    }

    /// Each edited field and how many columns store it, read from the declarations once.
    private static let columnWidths = Plant.editedFields.map { ($0, $0.declaration.columns.count) }
}

/// One row of a sheet as a workbook reader found it: its number and its cells that hold a value.
struct SheetRow: Hashable, Sendable {
    /// The row's 1-based number in the sheet (`7` for cells `A7`, `B7`, …).
    var number: Int
    /// The cells holding a value, by column; a cell that is missing or empty is not here.
    var cells: [SheetCell] = []

    /// How many columns a sheet has at most (Excel's `XFD`): cells past it are not read.
    static let columnLimit = 16_384
    /// How many rows a sheet has at most (Excel's and LibreOffice's 1,048,576).
    static let rowLimit = 1_048_576
}

/// A cell holding a value: its 0-based column and what it holds.
struct SheetCell: Hashable, Sendable {
    var column: Int
    var value: Result<String, SheetValueProblem>
}

/// A column's letters, as a cell reference writes them: `A` for column 0, `AA` for column 26.
enum SheetColumn {
    /// The letters of column `index` (0-based).
    static func letters(_ index: Int) -> String {
        var letters: [UInt8] = []
        var rest = index + 1
        while rest > 0 {
            rest -= 1
            letters.insert(UInt8(ascii: "A") + UInt8(rest % 26), at: 0)
            rest /= 26
        }
        return String(decoding: letters, as: UTF8.self)
    }

    /// The column and row of a cell reference (`C7` → (2, 7)); nil when it is not one.
    static func reference(_ text: String) -> (column: Int, row: Int?)? {
        var column = 0
        var row = 0
        var letters = 0
        var digits = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z") where digits == 0:
                column = column * 26 + Int(byte - UInt8(ascii: "A")) + 1
                letters += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9") where letters > 0:
                row = row * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            default: return nil
            }
            guard letters <= 3, digits <= 7 else { return nil }
        }
        guard letters > 0, column <= SheetRow.columnLimit else { return nil }
        return (column - 1, digits > 0 ? row : nil)
    }
}

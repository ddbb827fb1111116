extension String {
    /// The cells the text takes in a terminal (wcwidth's rule): 0 for combining marks, format
    /// characters (zero-width joiners and spaces) and variation selectors; 2 for East Asian wide
    /// characters (CJK, Hangul, full-width forms) and for emoji shown as emoji by default (a flag's
    /// two regional indicators take 1 each); 1 otherwise.
    ///
    /// - Complexity: O(n) for n scalars.
    var displayWidth: Int {
        unicodeScalars.reduce(0) { $0 + Self.width(of: $1) }
    }

    private static func width(of scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case ..<0x0300: return 1
        // CJK ideographs, Hangul syllables and the emoji blocks: wide, and no mark or format character among them.
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x1F300...0x1FAFF: return 2
        default: break
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        // A regional indicator is half of a flag, which takes 2 cells.
        if scalar.properties.isEmojiPresentation, !(0x1F1E6...0x1F1FF).contains(scalar.value) { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0xA000...0xA4CF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default: return 1
        }
    }

    /// The text cut to at most `columns` display columns, ending with `…` when cut; whole when it fits.
    ///
    /// - Complexity: O(n) for n scalars.
    func cut(to columns: Int) -> String {
        guard displayWidth > columns else { return self }
        var result = ""
        var width = 0
        for character in self {
            let next = String(character).displayWidth
            if width + next > columns - 1 { break }
            result.append(character)
            width += next
        }
        return result + "…"
    }

    /// The text followed by spaces up to `columns` display columns.
    func padded(to columns: Int) -> String {
        self + String(repeating: " ", count: Swift.max(0, columns - displayWidth))
    }

    /// The text without the spaces at its end.
    var trailingSpacesRemoved: String {
        String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }

    /// Spaces then the text, up to `columns` display columns.
    func leftPadded(to columns: Int) -> String {
        String(repeating: " ", count: Swift.max(0, columns - displayWidth)) + self
    }
}

/// Rows of cells printed as aligned columns separated by two spaces, the last column not padded.
struct TextTable {
    var header: [String]
    var rows: [[String]] = []
    /// Columns aligned to the right (numbers).
    var rightAligned: Set<Int> = []

    /// The table as lines, with the header first.
    var lines: [String] {
        var widths = Self.widths(header)
        for row in rows { Self.widen(&widths, to: row) }
        return ([header] + rows).map { line($0, widths: widths) }
    }

    /// The display widths of `cells`: where column widths start from.
    static func widths(_ cells: [String]) -> [Int] {
        cells.map(\.displayWidth)
    }

    /// Widens `widths` so that each cell of `row` fits its column.
    static func widen(_ widths: inout [Int], to row: [String]) {
        for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.displayWidth) }
    }

    /// One row as a line of columns `widths` wide, separated by two spaces, without trailing spaces;
    /// each cell as `paint` gives it (with its column), padded by its own width.
    func line(_ row: [String], widths: [Int], paint: (Int, String) -> String = { $1 }) -> String {
        row.enumerated().map { column, cell in
            let padding = String(repeating: " ", count: Swift.max(0, widths[column] - cell.displayWidth))
            if rightAligned.contains(column) { return padding + paint(column, cell) }
            return column == row.count - 1 ? paint(column, cell) : paint(column, cell) + padding
        }.joined(separator: "  ").trailingSpacesRemoved
    }
}

import CorollaModel

/// A spreadsheet's totals row under its data (`Total,,26`): what an import leaves out, unless
/// told to keep it (`--keep-totals`).
public enum TotalsRow {
    /// The words a totals row is labelled with, in the languages spreadsheets are written in
    /// (compared ignoring case, surrounding spaces and a trailing colon).
    public static let words: [String] = [
        "Total", "Totals", "Grand Total", "Sum", "Subtotal", "Summe", "Gesamt", "Totaal", "Totale", "合计", "总计",
    ]

    private static let forms = Set(words.map { $0.lowercased() })

    /// Whether `record` is a totals row: its first cell that is not empty is a totals word, it has
    /// no key, and each of its other cells is empty or a number (`26`, `1.234,5`, `-3 %`).
    ///
    /// - Complexity: O(n) for the n characters of the record.
    static func matches(_ record: RawRecord, fields: [PlantField?]) -> Bool {
        var labelled = false
        for (value, field) in zip(record.values, fields) {
            let text: Substring
            switch value {
            case .absent: continue
            case .json: return false
            case .text(let written): text = written.trimmingSpaces
            }
            if text.isEmpty { continue }
            if field == .key { return false }
            if !labelled {
                guard isTotalsWord(text) else { return false }
                labelled = true
            } else if !isNumber(text) {
                return false
            }
        }
        return labelled
    }

    /// Whether `text` is one of ``words``.
    package static func isTotalsWord(_ text: Substring) -> Bool {
        let label = text.hasSuffix(":") || text.hasSuffix("：") ? text.dropLast().trimmingSpaces : text
        return forms.contains(label.lowercased())
    }

    /// Whether `text` writes a number as spreadsheets show one: digits, with signs, decimal and
    /// grouping marks, spaces and a percent sign.
    private static func isNumber(_ text: Substring) -> Bool {
        text.unicodeScalars.contains { ("0"..."9").contains($0) }
            && text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || "+-.,' %\u{A0}".unicodeScalars.contains($0) }
    }
}

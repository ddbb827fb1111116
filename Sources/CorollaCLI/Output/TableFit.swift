/// How a table's columns share a terminal's width: the rule of ``widths(_:cuts:within:)``.
///
/// A column is either whole (keys, numbers, dates, flags: never cut) or free text, which has one
/// or more ``Cut``s: each lets it give up cells (cut with `…`) down to a floor, at its place in
/// the cut order. When the columns at their natural widths make a line wider than the terminal,
/// the cuts give up cells in that order — each down to its floor before the next gives up any —
/// and no more cells than the line needs. When even the last floors do not fit, the line is as
/// narrow as they make it and overflows: a key is never cut.
enum TableFit {
    /// Where a free-text column may give up cells: down to `floor` (never below 1, so that a
    /// column does not vanish), after the cuts of a lower `order`. A column with several cuts
    /// has lower floors at higher orders (a name down to 20 cells first, to 4 last).
    struct Cut: Hashable, Sendable {
        var column: Int
        var floor: Int
        var order: Int
    }

    /// The cells between two columns.
    static let gap = 2

    /// The widest line of columns `widths` wide: their widths and the gaps between them, without
    /// the trailing columns that are empty (every line ends where its last non-empty cell ends).
    ///
    /// - Complexity: O(c) for c columns.
    static func lineWidth(_ widths: [Int]) -> Int {
        let shown = widths[..<((widths.lastIndex { $0 > 0 } ?? -1) + 1)]
        return shown.reduce(0, +) + gap * Swift.max(0, shown.count - 1)
    }

    /// The widths of columns `natural` wide (their widest cell, header included) with `cuts`,
    /// fitted to a line of at most `width` cells by the rule above; `natural` when `width` is nil
    /// (no width known: nothing is cut to fit).
    ///
    /// - Complexity: O(c + k log k) for c columns and k cuts.
    static func widths(_ natural: [Int], cuts: [Cut], within width: Int?) -> [Int] {
        guard let width else { return natural }
        var widths = natural
        for cut in cuts.sorted(by: { ($0.order, $0.column) < ($1.order, $1.column) }) {
            let excess = lineWidth(widths) - width
            guard excess > 0 else { break }
            widths[cut.column] -= Swift.min(excess, Swift.max(0, widths[cut.column] - Swift.max(1, cut.floor)))
        }
        return widths
    }
}

/// The lines of the rows one problem is on: how many rows, and their lines as ranges (the first
/// ``shownRanges`` of them, when the rows come in file order), so that memory stays bounded
/// however many rows share it.
public struct RowLines: Hashable, Sendable, CustomStringConvertible {
    /// How many ranges are kept.
    public static let shownRanges = 20

    /// How many rows.
    public private(set) var count = 0
    /// The lines, ascending, as ranges of consecutive lines; at most ``shownRanges``.
    public private(set) var ranges: [ClosedRange<Int>] = []
    /// Whether lines after the last range were left out.
    public private(set) var cut = false
    /// Whether the rows' errors differ in their values (the same problem, said of other values).
    public var varies = false

    public init() {}

    /// The row on `line`.
    public init(_ line: Int) {
        add(line)
    }

    /// Adds the row on `line`.
    ///
    /// - Complexity: O(r log r) for the r ranges kept.
    public mutating func add(_ line: Int) {
        count += 1
        insert(line...line)
    }

    /// Adds the rows of `other`.
    public mutating func add(_ other: RowLines) {
        count += other.count
        varies = varies || other.varies
        if other.cut, let last = other.ranges.last { limit(to: last.upperBound) }
        for range in other.ranges { insert(range) }
    }

    /// The last line the ranges hold every row up to, once rows were left out: a row after it
    /// may belong to a range that was left out, so it is left out too.
    private var reach: Int?

    /// Leaves out the rows after `line`.
    private mutating func limit(to line: Int) {
        cut = true
        reach = min(reach ?? line, line)
        ranges = ranges.compactMap { $0.lowerBound > line ? nil : $0.lowerBound...min($0.upperBound, line) }
    }

    /// Adds `range` to the ranges, joining those that touch, and keeps the first ``shownRanges``.
    private mutating func insert(_ range: ClosedRange<Int>) {
        guard range.lowerBound <= reach ?? .max else { return }
        var joined: [ClosedRange<Int>] = []
        for next in (ranges + [range.clamped(to: range.lowerBound...(reach ?? .max))]).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = joined.last, last.upperBound + 1 >= next.lowerBound {
                joined[joined.count - 1] = last.lowerBound...max(last.upperBound, next.upperBound)
            } else {
                joined.append(next)
            }
        }
        ranges = joined
        if ranges.count > Self.shownRanges {
            ranges.removeLast(ranges.count - Self.shownRanges)
            if let last = ranges.last { limit(to: last.upperBound) }
        }
    }

    /// `49 rows: lines 2–50, 52, 60–61` (`, …` when lines were left out), `49 rows like it: …`
    /// when their values vary.
    public var description: String { description(numbering: "lines") }

    /// The description, the numbers called `numbering` (a sheet's `rows 2–50`).
    func description(numbering: String) -> String {
        let lines = ranges.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)–\($0.upperBound)" }
        return "\(count) rows\(varies ? " like it" : ""): \(numbering) " + lines.joined(separator: ", ") + (cut ? ", …" : "")
    }
}

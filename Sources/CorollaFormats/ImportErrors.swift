/// Every problem an import found in its file, the first ``kept`` of them in file order: an import
/// checks the whole file and reports each bad row (as a compiler reports every error, not the
/// first), then writes nothing. One problem on many rows (the same field, problem and hint:
/// ``ImportError/problem``) is said once, with its rows (``ImportError/rows``), as compilers group
/// an error repeated many times.
///
/// The problems are kept, not the rows, so the memory an import takes stays bounded: at most
/// ``kept`` problems, and a count of the others.
public struct ImportErrors: Error, Hashable, Sendable, CustomStringConvertible {
    /// How many problems are kept (the others are counted).
    public static let kept = 100

    /// The first problems, by line (then as found), at most ``kept``; each groups the rows it is on.
    public internal(set) var errors: [ImportError] = []
    /// How many problems there were in all (a problem on many rows counts once a row).
    public private(set) var count = 0

    public init() {}

    /// Problems holding `error` alone.
    public init(_ error: ImportError) {
        add(error)
    }

    public var isEmpty: Bool { count == 0 }

    /// Notes `error`: with the problem it shares a group with (``ImportError/group``), else on
    /// its own; once more than ``kept``, the one with the last line is only counted.
    ///
    /// - Complexity: O(k) for the k problems kept.
    public mutating func add(_ error: ImportError) {
        count += 1
        merge(error)
    }

    /// Notes every problem of `other`.
    public mutating func add(_ other: ImportErrors) {
        count += other.count
        for error in other.errors { merge(error) }
    }

    /// Keeps `error` (which may group rows already), in its group or by its line.
    private mutating func merge(_ error: ImportError) {
        if let group = error.group, let index = errors.firstIndex(where: { $0.group == group }) {
            let kept = errors.remove(at: index)
            var rows = RowLines()
            for one in [kept, error] {
                if one.rows.count > 0 { rows.add(one.rows) } else { rows.add(one.line) }
            }
            rows.varies = rows.varies || error.reason != kept.reason
            // The group is said with its first row's error.
            var first = error.line < kept.line ? error : kept
            first.rows = rows
            insert(first)
            return
        }
        insert(error)
    }

    /// Inserts `error` after those on its line or before it, within ``kept``.
    private mutating func insert(_ error: ImportError) {
        let place = errors.lastIndex { $0.line <= error.line }.map { $0 + 1 } ?? 0
        guard place < Self.kept else { return }
        errors.insert(error, at: place)
        if errors.count > Self.kept { errors.removeLast() }
    }

    /// One problem a line (``ImportError/description``), then `… and N more` for the rows of the
    /// problems not kept.
    public var description: String {
        var lines = errors.map(\.description)
        let said = errors.reduce(0) { $0 + max($1.rows.count, 1) }
        if count > said { lines.append("… and \(count - said) more") }
        return lines.joined(separator: "\n")
    }
}

/// Every problem an import found in its file, the first ``kept`` of them in file order: an import
/// checks the whole file and reports each bad row (as a compiler reports every error, not the
/// first), then writes nothing.
///
/// The problems are kept, not the rows, so the memory an import takes stays bounded: at most
/// ``kept`` problems, and a count of the others.
public struct ImportErrors: Error, Hashable, Sendable, CustomStringConvertible {
    /// How many problems are kept (the others are counted).
    public static let kept = 100

    /// The first problems, by line (then as found), at most ``kept``.
    public private(set) var errors: [ImportError] = []
    /// How many problems there were in all.
    public private(set) var count = 0

    public init() {}

    /// Problems holding `error` alone.
    public init(_ error: ImportError) {
        add(error)
    }

    public var isEmpty: Bool { count == 0 }

    /// Notes `error`; once more than ``kept``, the one with the last line is only counted.
    ///
    /// - Complexity: O(k) for the k problems kept.
    public mutating func add(_ error: ImportError) {
        count += 1
        let place = errors.lastIndex { $0.line <= error.line }.map { $0 + 1 } ?? 0
        guard place < Self.kept else { return }
        errors.insert(error, at: place)
        if errors.count > Self.kept { errors.removeLast() }
    }

    /// Notes every problem of `other`.
    public mutating func add(_ other: ImportErrors) {
        for error in other.errors { add(error) }
        count += other.count - other.errors.count
    }

    /// One problem a line (``ImportError/description``), then `… and N more` when more were found
    /// than kept.
    public var description: String {
        var lines = errors.map(\.description)
        if count > errors.count { lines.append("… and \(count - errors.count) more") }
        return lines.joined(separator: "\n")
    }
}

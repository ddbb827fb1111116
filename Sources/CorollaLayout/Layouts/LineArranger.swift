/// How the items of a flow line are spread along it.
enum LineSpread: Equatable {
    /// UICollectionViewFlowLayout's rule (see ``FlowLayout``), each gap capped at `maximum` when
    /// given: an item whose gap would exceed it moves back to `previous.maxX + maximum`, so the
    /// leftover goes to the trailing side. A line's first item never moves.
    case justified(maximum: Double?)
    /// Exactly `minimumInteritemSpacing` between neighbours, with this fraction of the line's free
    /// space before the first item: 0 leading, 0.5 centred, 1 trailing (flexbox's `flex-start`,
    /// `center`, `flex-end`).
    case packed(freeSpaceBefore: Double)
}

/// Computes the main-axis origins of a section's lines, one line after the other, remembering
/// what the justified rule needs across lines (and saving it in checkpoints).
struct LineArranger {
    let spread: LineSpread
    let section: FlowSection
    /// Whether the items before the next line all have one size.
    private var before: Uniformity
    /// Whether every item of the section has one size.
    private let whole: Uniformity
    /// The number of items of the latest non-last line (0 before the first one) and its gap: when
    /// the section's items are uniform every non-last line is full and the same.
    private var fullCount: Double
    private var fullGap: Double

    /// Starts at the section's first line, or resumes from a checkpoint's `state` (as ``saved``).
    init(spread: LineSpread, section: FlowSection, restoring state: ArraySlice<Double>) {
        self.spread = spread
        self.section = section
        before = Uniformity(restoring: state)
        whole = before.followed(by: section.rest)
        let counts = Array(state.dropFirst(3))
        fullCount = counts.first ?? 0
        fullGap = counts.count > 1 ? counts[1] : 0
    }

    /// What a checkpoint at the next line's start keeps to resume there.
    var saved: [Double] { before.saved + [fullCount, fullGap] }

    /// The x origin of each item of `line`, the next line in the section.
    ///
    /// - Complexity: O(k) for the k items of the line.
    mutating func origins(of line: FlowLine) -> [Double] {
        defer { before = before.followed(by: line.uniformity) }
        let left = section.inset.left
        switch spread {
        case .packed(let fraction):
            return run(line, from: left + (section.available - line.used) * fraction, gap: section.spacing)
        case .justified(let maximum):
            guard let gap = justifiedGap(of: line) else {
                return [left + (section.available - line.widths) / 2]
            }
            return run(line, from: left, gap: maximum.map { min(gap, $0) } ?? gap)
        }
    }

    /// The gap of a justified line that starts at the leading inset, or `nil` for a centred item.
    ///
    /// A non-last line with several items is justified and one with a single item is centred.
    /// The last line of a section whose items all have one size gets the gap of a full line of
    /// them (the previous line's, or computed from how many fit when it is the only line), so
    /// the columns stay aligned; when a full line holds one item it is centred like the others.
    /// A last line of mixed sizes gets exactly `minimumInteritemSpacing`.
    private mutating func justifiedGap(of line: FlowLine) -> Double? {
        let count = Double(line.items.count)
        guard line.isLast else {
            fullCount = count
            fullGap = count > 1 ? (section.available - line.widths) / (count - 1) : 0
            return count > 1 ? fullGap : nil
        }
        guard case .uniform(let size) = whole else { return section.spacing }
        if fullCount > 0 { return fullCount > 1 ? fullGap : nil }
        let pitch = size.width + section.spacing
        guard pitch > 0 else { return section.spacing }
        let fitting = max(((section.available + section.spacing) / pitch).rounded(.down), count)
        return fitting > 1 ? (section.available - fitting * size.width) / (fitting - 1) : nil
    }

    /// Origins from `start` with `gap` between neighbours.
    private func run(_ line: FlowLine, from start: Double, gap: Double) -> [Double] {
        var origins: [Double] = []
        origins.reserveCapacity(line.items.count)
        var x = start
        for index in line.items {
            origins.append(x)
            x += section.size(of: index).width + gap
        }
        return origins
    }
}

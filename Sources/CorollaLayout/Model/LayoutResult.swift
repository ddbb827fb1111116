/// The output of a layout: every frame, the content size, and what was corrected on the way.
///
/// A result also keeps the checkpoints its layout recorded, so that
/// ``CollectionLayout/relayout(_:sections:in:from:)`` can start again from the first change
/// instead of from the top.
public struct LayoutResult: Hashable, Sendable {
    /// The size of the scrollable content (UIKit's `collectionViewContentSize`).
    public var contentSize: Size
    /// The axis the content scrolls along.
    public var scrollDirection: ScrollDirection
    /// The frames of each section, in section order.
    public var sections: [SectionFrames]
    /// Corrections made instead of failing, ordered by section and item.
    public var diagnostics: [LayoutDiagnostic]
    /// Where each section started and ended, and the checkpoints inside it, in the layout's own
    /// (vertical, left-to-right) coordinates.
    var traces: [SectionTrace]

    /// The frame of the item at `path`, or `nil` when there is no such item.
    ///
    /// - Complexity: O(1).
    public func frame(at path: ItemPath) -> Rect? {
        guard sections.indices.contains(path.section) else { return nil }
        let items = sections[path.section].items
        return items.indices.contains(path.item) ? items[path.item] : nil
    }

    /// The number of items in all sections.
    ///
    /// - Complexity: O(number of sections).
    public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

    /// Whether every frame (items, headers, footers) and the content size are finite, with widths
    /// and heights of 0 or more: always so for a computed layout, not necessarily for one decoded
    /// from elsewhere.
    ///
    /// - Complexity: O(n) for n elements.
    public var hasWellFormedFrames: Bool {
        func wellFormed(_ rect: Rect) -> Bool {
            rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite && rect.width >= 0 && rect.height >= 0
        }
        return contentSize.width.isFinite && contentSize.height.isFinite
            && sections.allSatisfy { section in
                section.items.allSatisfy(wellFormed) && [section.header, section.footer].allSatisfy { $0.map(wellFormed) ?? true }
            }
    }
}

/// A state from which a layout can resume placing a section's items at `item`.
struct Checkpoint: Hashable, Sendable {
    /// The first item placed after resuming.
    var item: Int
    /// Whatever the layout needs to go on (column heights, a line's origin…), in its own coordinates.
    var state: [Double]
}

/// What a layout remembers of one section to resume in it.
struct SectionTrace: Hashable, Sendable {
    /// The scroll-axis offset the section starts at.
    var start: Double
    /// The scroll-axis offset the next section starts at.
    var end: Double
    /// Resumable states, in increasing item order.
    var checkpoints: [Checkpoint]
}

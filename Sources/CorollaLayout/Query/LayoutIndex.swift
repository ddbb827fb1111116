/// A search structure over a ``LayoutResult`` answering "which elements intersect this rect?"
/// (UIKit's `layoutAttributesForElements(in:)`) without looking at every element.
///
/// The elements are sorted by their leading edge along the scroll axis, and a running maximum
/// of their trailing edges is kept. A query finds by binary search the last element that starts
/// before the rect ends and the first whose running maximum passes the rect's start, and tests
/// only the elements in between.
///
/// Build it once per layout result; it is immutable and can be shared between threads.
public struct LayoutIndex: Sendable {
    /// The result being searched.
    public let result: LayoutResult
    private let axis: ScrollDirection
    /// Every element's leading edge along the scroll axis and a reference to it, sorted by that
    /// edge (ties in natural order). One array, sorted in place, so that building the index of a
    /// million elements holds no second copy of it.
    private let order: [Entry]
    /// `reach[i]`: the largest trailing edge among `order[0...i]`.
    private let reach: [Double]
    /// The frames of the headers and footers, which their references point into.
    private let supplementaries: [Rect]

    /// Indexes `result`.
    ///
    /// - Complexity: O(n log n) for n elements; O(n) when they are already nearly in order.
    public init(_ result: LayoutResult) {
        let axis = result.scrollDirection
        var entries: [Entry] = []
        entries.reserveCapacity(result.itemCount + 2 * result.sections.count)
        var supplementaries: [Rect] = []
        for (section, frames) in result.sections.enumerated() {
            if let header = frames.header {
                entries.append(Entry(Self.leading(header, axis), .header, section, supplementaries.count))
                supplementaries.append(header)
            }
            for (item, frame) in frames.items.enumerated() {
                entries.append(Entry(Self.leading(frame, axis), .item, section, item))
            }
            if let footer = frames.footer {
                entries.append(Entry(Self.leading(footer, axis), .footer, section, supplementaries.count))
                supplementaries.append(footer)
            }
        }
        entries.sort { $0.edge < $1.edge }  // stable: ties stay in natural order
        var reach: [Double] = []
        reach.reserveCapacity(entries.count)
        var farthest = -Double.infinity
        for entry in entries {
            farthest = max(farthest, Self.trailing(Self.frame(of: entry.reference, in: result, supplementaries), axis))
            reach.append(farthest)
        }
        self.result = result
        self.axis = axis
        order = entries
        self.reach = reach
        self.supplementaries = supplementaries
    }

    /// The elements whose frames intersect `rect` (``Rect/intersects(_:)``), ordered by their
    /// leading edge along the scroll axis; equal to filtering ``LayoutResult/elements``.
    ///
    /// - Complexity: O(log n + k + b), for k elements returned and b elements that lie within one
    ///   element's length before the rect along the scroll axis (a handful for a card grid, where
    ///   elements are short compared with the content).
    public func elements(in rect: Rect) -> [LayoutElement] {
        let start = axis == .vertical ? rect.minY : rect.minX
        let end = axis == .vertical ? rect.maxY : rect.maxX
        let upper = order.prefixEnd { $0.edge < end }
        let lower = reach.prefixEnd { $0 <= start }
        var found: [LayoutElement] = []
        guard lower < upper else { return found }
        for position in lower..<upper {
            let reference = order[position].reference
            let frame = Self.frame(of: reference, in: result, supplementaries)
            if frame.intersects(rect) {
                let item = reference.category == .item ? reference.item : 0
                found.append(LayoutElement(category: reference.category, section: reference.section, item: item, frame: frame))
            }
        }
        return found
    }

    private static func leading(_ frame: Rect, _ axis: ScrollDirection) -> Double {
        axis == .vertical ? frame.minY : frame.minX
    }

    private static func trailing(_ frame: Rect, _ axis: ScrollDirection) -> Double {
        axis == .vertical ? frame.maxY : frame.maxX
    }

    private static func frame(of reference: Reference, in result: LayoutResult, _ supplementaries: [Rect]) -> Rect {
        reference.category == .item ? result.sections[reference.section].items[reference.item] : supplementaries[reference.item]
    }

    /// An element's leading edge along the scroll axis, and the element.
    private struct Entry: Sendable {
        var edge: Double
        var reference: Reference

        init(_ edge: Double, _ category: LayoutElement.Category, _ section: Int, _ item: Int) {
            self.edge = edge
            reference = Reference(category, section, item)
        }
    }

    /// A compact pointer to an element.
    private struct Reference: Sendable {
        var category: LayoutElement.Category
        var section: Int
        /// An item's index in its section; for a header or footer, its frame's in `supplementaries`.
        var item: Int

        init(_ category: LayoutElement.Category, _ section: Int, _ item: Int) {
            self.category = category
            self.section = section
            self.item = item
        }
    }
}

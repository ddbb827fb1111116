/// One element of a laid-out collection: an item, a header or a footer, with its frame.
public struct LayoutElement: Hashable, Sendable {
    /// What kind of element this is (UIKit's `representedElementCategory` and element kind).
    public enum Category: Int, Hashable, Sendable, Comparable {
        case header
        case item
        case footer

        public static func < (lhs: Category, rhs: Category) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var category: Category
    public var section: Int
    /// The item's index, or 0 for a header or footer.
    public var item: Int
    public var frame: Rect

    public init(category: Category, section: Int, item: Int, frame: Rect) {
        self.category = category
        self.section = section
        self.item = item
        self.frame = frame
    }
}

extension LayoutResult {
    /// Every element in natural order: for each section its header, its items, its footer.
    ///
    /// - Complexity: O(n).
    public var elements: [LayoutElement] {
        var all: [LayoutElement] = []
        all.reserveCapacity(itemCount + 2 * sections.count)
        for (section, frames) in sections.enumerated() {
            if let header = frames.header {
                all.append(LayoutElement(category: .header, section: section, item: 0, frame: header))
            }
            for (item, frame) in frames.items.enumerated() {
                all.append(LayoutElement(category: .item, section: section, item: item, frame: frame))
            }
            if let footer = frames.footer {
                all.append(LayoutElement(category: .footer, section: section, item: 0, frame: footer))
            }
        }
        return all
    }
}

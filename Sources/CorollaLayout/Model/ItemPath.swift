/// The position of an item: its section and its index within the section (UIKit's `IndexPath`
/// with `section` and `item`).
public struct ItemPath: Hashable, Sendable, Codable, Comparable {
    public var section: Int
    public var item: Int

    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }
}

/// What a layout is told about one item.
///
/// Each layout reads the fields it needs:
/// - flow and aligned flow: the item's `width`×`height` (or the layout's `itemSize` when absent);
/// - waterfall: a `height` used as is (a measured card), or a `width`×`height` size scaled to the
///   column width; `span` columns;
/// - grid: a `height` (or the layout's fixed height or aspect ratio when absent);
/// - fan: nothing (every item has the layout's `itemSize`).
public struct LayoutItem: Hashable, Sendable, Codable {
    public var width: Double?
    public var height: Double?
    /// How many columns a waterfall item covers (1 or more).
    public var span: Int

    public init(width: Double? = nil, height: Double? = nil, span: Int = 1) {
        self.width = width
        self.height = height
        self.span = span
    }

    /// An item of a known height, such as a measured card.
    public static func height(_ height: Double) -> LayoutItem { LayoutItem(height: height) }

    /// An item of a known size.
    public static func size(_ size: Size) -> LayoutItem { LayoutItem(width: size.width, height: size.height) }
}

extension LayoutItem {
    /// Decodes an item whose omitted `span` is 1.
    public init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            width: try values.decodeIfPresent(Double.self, forKey: .width),
            height: try values.decodeIfPresent(Double.self, forKey: .height),
            span: try values.value(.span, or: 1))
    }
}

/// The frames a layout gives one section.
public struct SectionFrames: Hashable, Sendable {
    /// The header's frame, or `nil` when the section has none (length 0).
    public var header: Rect?
    /// The footer's frame, or `nil` when the section has none (length 0).
    public var footer: Rect?
    /// One frame per item, in item order. For a rotated item (fan) this is the axis-aligned
    /// bounding box of the rotated card, as UIKit's `frame` of a transformed cell.
    public var items: [Rect]
    /// One rotation per item, in radians, for layouts that rotate items (fan); `nil` otherwise.
    public var rotations: [Double]?

    public init(header: Rect? = nil, footer: Rect? = nil, items: [Rect] = [], rotations: [Double]? = nil) {
        self.header = header
        self.footer = footer
        self.items = items
        self.rotations = rotations
    }
}

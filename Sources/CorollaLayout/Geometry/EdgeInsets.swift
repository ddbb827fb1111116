/// Insets for the four edges of a rectangle, in points (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    public static let zero = EdgeInsets()

    /// The insets seen by a layout whose axes are exchanged (top ↔ left, bottom ↔ right).
    public var transposed: EdgeInsets { EdgeInsets(top: left, left: top, bottom: right, right: bottom) }

    /// `left + right`.
    public var horizontal: Double { left + right }

    /// `top + bottom`.
    public var vertical: Double { top + bottom }
}

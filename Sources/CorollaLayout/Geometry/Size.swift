/// A width and a height, in points (UIKit's `CGSize`).
public struct Size: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The size with its width and height exchanged: how a vertical layout is turned horizontal.
    public var transposed: Size { Size(width: height, height: width) }
}

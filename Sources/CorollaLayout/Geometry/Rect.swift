/// A rectangle: an origin and a size, in points (UIKit's `CGRect`).
///
/// Sizes are expected to be non-negative; the layouts only produce such rectangles.
public struct Rect: Hashable, Sendable, Codable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// Whether the two rectangles share interior area: rectangles that only touch along an edge
    /// do not intersect, as with `CGRect.intersects(_:)`.
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The rectangle with its axes exchanged.
    public var transposed: Rect {
        Rect(x: origin.y, y: origin.x, width: size.height, height: size.width)
    }

    /// The rectangle mirrored across the vertical centre line of a container `width` wide:
    /// how a left-to-right layout becomes right-to-left.
    public func mirrored(inWidth width: Double) -> Rect {
        Rect(x: width - maxX, y: origin.y, width: size.width, height: size.height)
    }

    /// The four numbers `[x, y, width, height]`, the shape of a frame in Corolla's JSON.
    public var components: [Double] { [origin.x, origin.y, size.width, size.height] }
}

import Foundation

/// The display scale frames are snapped to: 1, 2 or 3 device pixels per point, or 0 for no snapping.
///
/// A value snapped by a scale `s > 0` is a whole multiple of `1/s`, as UIKit rounds frames to the
/// screen's pixel grid.
public struct DisplayScale: Hashable, Sendable, Codable {
    public var pixelsPerPoint: Double

    /// The scales a display can have: 0 (no snapping), 1, 2 and 3.
    public static let supported: [Double] = [0, 1, 2, 3]

    public init(_ pixelsPerPoint: Double) {
        self.pixelsPerPoint = pixelsPerPoint
    }

    /// No snapping at all.
    public static let none = DisplayScale(0)

    /// The largest pixel boundary not above `value` (CHT's `floorToPixel`).
    public func floor(_ value: Double) -> Double {
        pixelsPerPoint > 0 ? (value * pixelsPerPoint).rounded(.down) / pixelsPerPoint : value
    }

    /// The nearest pixel boundary to `value`, halves away from zero.
    public func round(_ value: Double) -> Double {
        pixelsPerPoint > 0 ? (value * pixelsPerPoint).rounded() / pixelsPerPoint : value
    }

    /// The smallest pixel boundary not below `value`.
    public func ceil(_ value: Double) -> Double {
        pixelsPerPoint > 0 ? (value * pixelsPerPoint).rounded(.up) / pixelsPerPoint : value
    }
}

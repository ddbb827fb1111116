import Foundation

/// A rotation about an element's centre, in radians, positive clockwise on screen (y grows
/// downwards), as `CGAffineTransform(rotationAngle:)` applied to a cell.
public struct Rotation: Hashable, Sendable, Codable {
    public var radians: Double

    public init(radians: Double) {
        self.radians = radians
    }

    public static let identity = Rotation(radians: 0)

    /// The axis-aligned bounding box of a `size` rectangle centred at `center` after this rotation:
    /// what UIKit reports as the `frame` of a transformed cell, and what rect queries test.
    public func boundingBox(of size: Size, centeredAt center: Point) -> Rect {
        let cosine = abs(cos(radians))
        let sine = abs(sin(radians))
        let width = size.width * cosine + size.height * sine
        let height = size.width * sine + size.height * cosine
        return Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }
}

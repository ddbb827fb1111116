import CorollaLayout

extension Rect {
    /// Whether `other` lies wholly inside this rectangle (edges may touch).
    func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }
}

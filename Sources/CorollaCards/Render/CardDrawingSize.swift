import CorollaLayout

/// The size cards are drawn at, decided once per grid by ``GridRenderer/validate(_:)``.
enum CardDrawingSize {
    /// Every card at its frame's size: the layout rotates none.
    case frame
    /// A rotated card at this unrotated size (its frame is only its bounding box); the others at
    /// their frame's size.
    case unrotated(Size)

    /// The size of a card with `frame` and `rotation`.
    func size(of frame: Rect, rotation: Double) -> Size {
        switch self {
        case .frame: frame.size
        case .unrotated(let size): rotation != 0 ? size : frame.size
        }
    }
}

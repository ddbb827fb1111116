import CorollaStore

/// Why the service could not do what was asked.
public enum ServiceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No plant has this id or key.
    case plantNotFound(PlantReference)
    /// The layout cannot show measured cards this way (a waterfall or grid scrolling horizontally
    /// would fix a card's height and leave its width free; cards are measured for a width).
    case unsupportedLayout(String)
    /// The container leaves no width to measure cards at.
    case noRoomForCards(width: Double)

    public var description: String {
        switch self {
        case .plantNotFound(let reference): "no plant has \(reference)"
        case .unsupportedLayout(let reason): "unsupported layout: \(reason)"
        case .noRoomForCards(let width): "cards would be \(width) points wide: the container is too narrow"
        }
    }
}

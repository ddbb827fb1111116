import CorollaStore

/// Why the service could not do what was asked.
public enum ServiceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No plant has this id or key; the plants a mistyped key most likely meant, best first.
    case plantNotFound(PlantReference, suggestions: [PlantSuggestion] = [])
    /// The layout cannot show measured cards this way (a waterfall or grid scrolling horizontally
    /// would fix a card's height and leave its width free; cards are measured for a width).
    case unsupportedLayout(String)
    /// The container leaves no width to measure cards at.
    case noRoomForCards(width: Double)

    public var description: String {
        switch self {
        case .plantNotFound(let reference, let suggestions):
            "no plant has \(reference)" + (suggestions.isEmpty ? "" : ". Did you mean " + Self.alternatives(suggestions) + "?")
        case .unsupportedLayout(let reason): "unsupported layout: \(reason)"
        case .noRoomForCards(let width): "cards would be \(width) points wide: the container is too narrow"
        }
    }

    /// `a`, `a or b`, `a, b or c`.
    private static func alternatives(_ suggestions: [PlantSuggestion]) -> String {
        let names = suggestions.map(\.description)
        guard let last = names.last, names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}

/// Something a render drew differently from what was asked (an unreadable photo, characters no
/// font has, a frame shorter than its card), instead of failing.
public struct CardDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The card's index in the grid's contents, or `nil` for a section header or the whole grid.
    public var card: Int?
    public var message: String

    public init(card: Int?, message: String) {
        self.card = card
        self.message = message
    }

    public var description: String {
        guard let card else { return message }
        return "card \(card): \(message)"
    }
}

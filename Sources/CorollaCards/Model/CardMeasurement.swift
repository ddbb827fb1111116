import CorollaLayout

/// A card's measured size and what went wrong on the way.
public struct CardMeasurement: Hashable, Sendable {
    public var size: Size
    /// Problems worth telling the user, such as characters no installed font can draw.
    public var diagnostics: [String]

    public init(size: Size, diagnostics: [String] = []) {
        self.size = size
        self.diagnostics = diagnostics
    }
}

/// Why cards could not be rendered or written.
public enum CardsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The output file could not be written.
    case notWritable(path: String, reason: String)
    /// Cairo failed; `status` is Cairo's own description.
    case cairo(operation: String, status: String)
    /// The contents do not match the layout's items (or the grid's drawn cards) one to one.
    case contentCount(items: Int, contents: Int)
    /// Card `card` is drawn, but the grid's drawn cards do not include it.
    case missingContent(card: Int)
    /// A viewport that is not a finite rect with positive sides.
    case invalidViewport(String)
    /// A page height was given with a viewport, which is drawn as one picture.
    case viewportPagination
    /// A layout rotates cards but the grid does not say their unrotated size.
    case missingRotatedCardSize
    /// A section's rotations do not match its items one to one.
    case rotationCount(section: Int, items: Int, rotations: Int)
    /// A scale other than 1, 2 or 3.
    case unsupportedScale(Int)
    /// A page height that is not a positive finite number.
    case invalidPageHeight(Double)
    /// A page height was given for a horizontally scrolling layout: pages split the content by
    /// height, so its sideways growth would never be split.
    case horizontalPagination
    /// A PNG of `width × height` pixels is beyond ``ImageLimit``: found before anything is drawn.
    case imageTooLarge(width: Int, height: Int)

    public var description: String {
        switch self {
        case .notWritable(let path, let reason): return "cannot write \(path): \(reason)"
        case .cairo(let operation, let status): return "cairo failed to \(operation): \(status)"
        case .contentCount(let items, let contents):
            return "the layout has \(items) items but \(contents) card contents were given"
        case .missingContent(let card): return "card \(card) is drawn but no content was given for it"
        case .invalidViewport(let rect): return "the viewport \(rect) is not a finite rect with positive sides"
        case .viewportPagination: return "a viewport is drawn as one picture: it cannot be split into pages"
        case .missingRotatedCardSize: return "the layout rotates cards: give the grid their unrotated size"
        case .rotationCount(let section, let items, let rotations):
            return "section \(section) of the layout has \(items) items but \(rotations) rotations"
        case .unsupportedScale(let scale): return "scale \(scale) is not supported (use 1, 2 or 3)"
        case .invalidPageHeight(let height): return "page height \(height) is not a positive number of points"
        case .horizontalPagination:
            return "a horizontally scrolling layout cannot be split into pages by height: render it as one page"
        case .imageTooLarge(let width, let height):
            return "a \(width)×\(height) px image is beyond \(ImageLimit.description)"
        }
    }
}

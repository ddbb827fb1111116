import CorollaLayout
import Foundation

/// Draws a laid-out grid of plant cards to PNG, SVG or PDF.
///
/// Every card is laid out by the measurer's own code at its frame's width, and its texts are
/// drawn from those very Pango layouts, so what is drawn is what was measured.
public struct GridRenderer: Sendable {
    /// What to draw.
    public struct Grid: Sendable {
        /// The frames, from any layout.
        public var layout: LayoutResult
        /// One content per item, in section then item order; with ``drawnCards``, one per drawn
        /// card, in its order.
        public var contents: [CardContent]
        /// The items `contents` is for (indices in section then item order), when it holds only
        /// the cards drawn; nil when it holds every item's.
        public var drawnCards: [Int]?
        /// The header text of each section (by section index), drawn in its header frame; a
        /// missing or `nil` entry draws no text.
        public var headers: [String?]
        /// The unrotated size of rotated cards (a fan's item size): a rotated item's frame is
        /// only its bounding box. Required when the layout has rotations.
        public var rotatedCardSize: Size?
        /// The day watering is judged on (``CardContent/needsWater(on:)``).
        public var date: Date
        /// Light or dark colours; a card is the same size either way.
        public var userInterfaceStyle: UserInterfaceStyle
        /// The part of the content drawn, as one picture of its size (a viewport of a large grid):
        /// only the elements whose frames intersect it. Nil draws the whole content.
        public var viewport: Rect?

        public init(
            layout: LayoutResult, contents: [CardContent], drawnCards: [Int]? = nil, headers: [String?] = [],
            rotatedCardSize: Size? = nil, date: Date, userInterfaceStyle: UserInterfaceStyle = .light, viewport: Rect? = nil
        ) {
            self.layout = layout
            self.contents = contents
            self.drawnCards = drawnCards
            self.headers = headers
            self.rotatedCardSize = rotatedCardSize
            self.date = date
            self.userInterfaceStyle = userInterfaceStyle
            self.viewport = viewport
        }
    }

    /// Lays out and measures the texts; its options (font, metrics) apply to the drawing.
    public let measurer: CardMeasurer
    public var style: CardStyle

    public init(measurer: CardMeasurer, style: CardStyle = .card) {
        self.measurer = measurer
        self.style = style
    }
}

/// A rendered grid: the file's bytes and what was drawn differently from what was asked.
public struct RenderedGrid: Sendable {
    public var data: Data
    /// 1 for PNG and SVG; the number of pages for PDF.
    public var pageCount: Int
    public var diagnostics: [CardDiagnostic]

    /// Writes the bytes to `path`, replacing the file.
    ///
    /// - Throws: ``CardsError/notWritable(path:reason:)``.
    public func write(toFile path: String) throws {
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CardsError.notWritable(path: path, reason: error.localizedDescription)
        }
    }
}

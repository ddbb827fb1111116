import CorollaLayout

/// How a grid is split into pages of a fixed height without cutting cards.
///
/// Each element (card or header) is drawn on exactly one page. The first page shows `0..<height`;
/// every later page starts where the previous one ends when the highest element not drawn yet
/// starts at least `margin` below that (so a fitted fan's bands are its pages), else `margin`
/// above that element. A page draws the
/// elements its rect query returns that are not drawn yet and end on it; an element that would
/// straddle the page's bottom moves to a later page. In a waterfall the columns are staggered,
/// so a page may show blank space where cards of the previous page were: every card is whole.
/// The first page starts at 0 unless the first element starts too low for it.
/// An element taller than a page less its margin cannot be kept whole: it goes on the first page
/// it starts on and is cut at the page's bottom.
struct Pagination {
    /// One page: the content offset of its top edge and the elements drawn on it.
    struct Page: Equatable {
        var top: Double
        var elements: [LayoutElement]
    }

    var pageHeight: Double
    /// Space kept above the first element of every page but the first.
    var margin: Double

    /// The margin of pages at least four times as high; lower pages keep a quarter of their height.
    static let fullMargin = 12.0

    /// A pagination into pages `pageHeight` high, keeping a 12-point margin (at most a quarter page).
    init(pageHeight: Double) {
        self.pageHeight = pageHeight
        margin = min(Self.fullMargin, pageHeight / 4)
    }

    /// The lowest page height that keeps every element of `layout` whole: its tallest element
    /// (card or header) and the margin above it.
    static func minimumPageHeight(of layout: LayoutResult) -> Double {
        let tallest = layout.elements.filter { $0.category != .footer }.map(\.frame.height).max() ?? 0
        return min(tallest + fullMargin, tallest * 4 / 3)
    }

    /// The pages of the layout `index` searches, top to bottom; at least one.
    func pages(of index: LayoutIndex) -> [Page] {
        let pending = index.result.elements.filter { $0.category != .footer }.sorted { $0.frame.minY < $1.frame.minY }
        var drawn = Set<LayoutElement>()
        var pages: [Page] = []
        var cursor = 0
        while true {
            while cursor < pending.count, drawn.contains(pending[cursor]) { cursor += 1 }
            guard cursor < pending.count else { break }
            let first = pending[cursor].frame.minY
            let end = pages.last.map { $0.top + pageHeight } ?? 0
            let top = pages.isEmpty && first < pageHeight - margin ? 0 : first >= end + margin ? end : first - margin
            let members = index.elements(in: band(top)).filter { element in
                !drawn.contains(element) && element.category != .footer
                    && (element.frame.maxY <= top + pageHeight || element.frame.height > pageHeight - margin)
            }
            if members.isEmpty {
                drawn.insert(pending[cursor])  // nothing to draw: an element without area
            } else {
                drawn.formUnion(members)
                pages.append(Page(top: top, elements: members))
            }
        }
        return pages.isEmpty ? [Page(top: 0, elements: [])] : pages
    }

    /// The page starting at `top`, as wide as any frame can be.
    private func band(_ top: Double) -> Rect {
        let wide = Double.greatestFiniteMagnitude / 4
        return Rect(x: -wide / 2, y: top, width: wide, height: pageHeight)
    }
}

extension GridRenderer {
    /// The lowest page height (``pdf(_:pageHeight:)``, ``pngPages(_:scale:pageHeight:)``) at
    /// which no element of `layout` is cut: its tallest card or header and the page margin above it.
    public static func minimumPageHeight(of layout: LayoutResult) -> Double {
        Pagination.minimumPageHeight(of: layout)
    }
}

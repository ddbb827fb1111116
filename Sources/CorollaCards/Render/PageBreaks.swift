import CorollaLayout

/// Where a paginated grid breaks into pages, chosen from the frames so that no element is cut.
enum PageBreaks {
    /// The vertical ranges of the pages, top to bottom, covering `0..<contentHeight`.
    ///
    /// A page ends `pageHeight` below its start unless an element (card or header) starts on the
    /// page and crosses that line: then the page ends where the highest such element starts, and
    /// that element opens the next page (found again until nothing straddles). An element taller
    /// than a page cannot be kept whole and is cut. There is always at least one page.
    static func pages(of index: LayoutIndex, pageHeight: Double) -> [Range<Double>] {
        let contentHeight = index.result.contentSize.height
        var pages: [Range<Double>] = []
        var start = 0.0
        repeat {
            var end = start + pageHeight
            while let straddler = firstStraddler(in: index, from: start, to: end) { end = straddler }
            pages.append(start..<end)
            start = end
        } while start < contentHeight
        return pages
    }

    /// The smallest top edge, below `start`, of the elements that cross `end`, or `nil`.
    private static func firstStraddler(in index: LayoutIndex, from start: Double, to end: Double) -> Double? {
        let band = Rect(x: -wide / 2, y: start, width: wide, height: end - start)
        return index.elements(in: band).lazy.map(\.frame).filter { $0.minY > start && $0.maxY > end }.map(\.minY).min()
    }

    /// A width covering any frame, however the layout placed it horizontally.
    private static let wide = Double.greatestFiniteMagnitude / 4
}

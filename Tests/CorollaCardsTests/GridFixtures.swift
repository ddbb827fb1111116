import CorollaCards
import CorollaLayout
import Foundation

/// Laid-out grids of measured cards for the rendering tests and the gallery.
enum GridFixtures {
    /// `contents` laid out by `layout` in `container` at `scale`, one section per `sectionSize`
    /// cards, each with a header text (drawn where the layout gives headers a frame), every card
    /// measured in `style` at the width the layout gives it (see ``cardWidths(_:layout:container:scale:)``);
    /// a grid's cards are stretched to their row's height.
    static func grid(
        _ contents: [CardContent], layout: AnyLayout, style: CardStyle, measurer: CardMeasurer, container: Size,
        scale: DisplayScale = DisplayScale(2), sectionSize: Int = 20
    ) throws -> GridRenderer.Grid {
        let chunks = stride(from: 0, to: contents.count, by: sectionSize).map {
            Array(contents[$0..<min($0 + sectionSize, contents.count)])
        }
        let widths = try cardWidths(chunks, layout: layout, container: container, scale: scale)
        let sections = zip(chunks, widths).map { chunk, widths in
            LayoutSection(items: measure(chunk, widths: widths, style: style, measurer: measurer).map(layout.item))
        }
        var result = try layout.layout(sections, in: container, scale: scale)
        if case .grid = layout {
            result = try layout.layout(stretchedToRows(sections, in: result), in: container, scale: scale)
        }
        var rotatedCardSize: Size?
        if case .fan(let fan) = layout { rotatedCardSize = fan.itemSize }
        return GridRenderer.Grid(
            layout: result, contents: contents,
            headers: chunks.indices.map { "Section \($0 + 1) · 第\($0 + 1)组" }, rotatedCardSize: rotatedCardSize,
            date: SamplePlants.date)
    }

    /// The gallery's two-column waterfall of `contents` in `style`, 375 points wide.
    static func waterfall(_ contents: [CardContent], style: CardStyle, measurer: CardMeasurer) throws
        -> GridRenderer.Grid
    {
        try grid(
            contents, layout: Gallery.waterfall, style: style, measurer: measurer, container: Gallery.phone)
    }

    /// The seed's fan (``FanLayout``'s defaults: 72×96 cards) of fixed-style cards in a 400-point
    /// square.
    static func seedFan(_ contents: [CardContent], measurer: CardMeasurer) throws -> GridRenderer.Grid {
        try grid(
            contents, layout: .fan(FanLayout()), style: .fixed, measurer: measurer,
            container: Size(width: 400, height: 400))
    }

    /// The width `layout` gives each card of each chunk (one chunk per section): the column width
    /// of a waterfall or a grid, read from a layout of one-point-high stand-ins, so it is computed
    /// exactly as the layout computes it; the line width of a flow (a chip is capped at it); the
    /// item width of a fan.
    static func cardWidths(_ chunks: [[CardContent]], layout: AnyLayout, container: Size, scale: DisplayScale)
        throws -> [[Double]]
    {
        let lineWidth: Double
        switch layout {
        case .waterfall, .grid:
            let standIns = chunks.map { LayoutSection(items: Array(repeating: .height(1), count: $0.count)) }
            return try layout.layout(standIns, in: container, scale: scale).sections.map { $0.items.map(\.width) }
        case .flow(let flow): lineWidth = container.width - flow.sectionInset.horizontal
        case .aligned(let aligned): lineWidth = container.width - aligned.sectionInset.horizontal
        case .fan(let fan): lineWidth = fan.itemSize.width
        }
        return chunks.map { Array(repeating: lineWidth, count: $0.count) }
    }

    /// `sections` with each card as tall as the tallest of its row in `result` (their layout), as
    /// CSS grid's `align-items: stretch` does, so the cards of a row end together. The rows keep
    /// their heights, so the rows of the stretched layout are the same.
    private static func stretchedToRows(_ sections: [LayoutSection], in result: LayoutResult) -> [LayoutSection] {
        zip(sections, result.sections).map { section, frames in
            let rowHeights = Dictionary(grouping: frames.items, by: \.minY).mapValues { $0.map(\.height).max() ?? 0 }
            var stretched = section
            stretched.items = frames.items.map { .height(rowHeights[$0.minY] ?? $0.height) }
            return stretched
        }
    }

    /// The sizes of `chunk`'s cards, each measured at its width, in batches of equal widths.
    private static func measure(_ chunk: [CardContent], widths: [Double], style: CardStyle, measurer: CardMeasurer)
        -> [Size]
    {
        var sizes = Array(repeating: Size.zero, count: chunk.count)
        for (width, indices) in Dictionary(grouping: chunk.indices, by: { widths[$0] }) {
            let measured = measurer.measure(indices.map { chunk[$0] }, style: style, width: width)
            for (index, size) in zip(indices, measured) { sizes[index] = size }
        }
        return sizes
    }
}

extension AnyLayout {
    /// What the layout is told about a card measured as `size`: its height in a waterfall or a
    /// grid, whose column sets the width; its size in a flow; nothing a fan reads.
    fileprivate func item(_ size: Size) -> LayoutItem {
        switch self {
        case .waterfall, .grid: .height(size.height)
        case .flow, .aligned, .fan: .size(size)
        }
    }
}

import CPangoCairo
import CorollaLayout
import Foundation

extension GridRenderer {
    /// The grid as one SVG picture of `contentSize` points, or of its viewport.
    public func svg(_ grid: Grid) throws -> RenderedGrid {
        let cardSize = try validate(grid)
        let content = picture(of: grid).sheet.size
        return try streamed { sink in
            let surface = CairoSurface(
                pointer: cairo_svg_surface_create_for_stream(
                    DataSink.write, sink.closure, content.width, content.height))
            try surface.check("create the SVG")
            let diagnostics = try drawWholeGrid(grid, cardSize: cardSize, on: CairoContext(surface: surface))
            return (surface, 1, diagnostics)
        }
    }

    /// The grid as a PDF whose pages are `contentSize.width` wide and `pageHeight` high (one page
    /// of the content height when `nil`, or one of the viewport), split between cards as
    /// ``Pagination`` says; each page draws only the elements its rect query gives it.
    ///
    /// - Throws: ``CardsError/horizontalPagination`` for a page height with a horizontally
    ///   scrolling layout, whose content grows sideways: pages split it by height only;
    ///   ``CardsError/viewportPagination`` for a page height with a viewport.
    public func pdf(_ grid: Grid, pageHeight: Double? = nil) throws -> RenderedGrid {
        let cardSize = try validate(grid)
        let whole = picture(of: grid)
        let sheets = try pageHeight.map { height in
            try paginate(grid, pageHeight: height).map {
                (Rect(x: 0, y: $0.top, width: whole.sheet.width, height: height), $0.elements)
            }
        } ?? [(Rect(origin: whole.sheet.origin, size: Size(width: whole.sheet.width, height: max(1, whole.sheet.height))), whole.elements)]
        let size = sheets[0].0.size
        return try streamed { sink in
            let surface = CairoSurface(
                pointer: cairo_pdf_surface_create_for_stream(DataSink.write, sink.closure, size.width, size.height))
            try surface.check("create the PDF")
            let context = CairoContext(surface: surface)
            var diagnostics = fontDiagnostics
            measurer.pool.withEngine { engine in
                for (sheet, elements) in sheets {
                    diagnostics += drawSheet(grid, sheet, elements: elements, cardSize: cardSize, on: context, engine: engine)
                    cairo_show_page(context.pointer)
                }
            }
            try context.check("draw the PDF")
            return (surface, sheets.count, diagnostics)
        }
    }

    /// The pages `pageHeight` high of `grid`, as ``Pagination`` splits it.
    ///
    /// - Throws: ``CardsError/invalidPageHeight(_:)``, ``CardsError/horizontalPagination``,
    ///   ``CardsError/viewportPagination``.
    func paginate(_ grid: Grid, pageHeight: Double) throws -> [Pagination.Page] {
        guard grid.viewport == nil else { throw CardsError.viewportPagination }
        guard pageHeight.isFinite, pageHeight > 0 else { throw CardsError.invalidPageHeight(pageHeight) }
        guard grid.layout.scrollDirection != .horizontal else { throw CardsError.horizontalPagination }
        return Pagination(pageHeight: pageHeight).pages(of: LayoutIndex(grid.layout))
    }

    /// Draws the part `sheet` of the content at the context's origin: the page's background, then
    /// `elements`, clipped to the sheet.
    func drawSheet(
        _ grid: Grid, _ sheet: Rect, elements: [LayoutElement], cardSize: CardDrawingSize, on context: CairoContext,
        engine: TextEngine
    ) -> [CardDiagnostic] {
        var diagnostics: [CardDiagnostic] = []
        context.saved {
            cairo_translate(context.pointer, -sheet.minX, -sheet.minY)
            context.fill(sheet, Palette(grid.userInterfaceStyle).page)
            cairo_rectangle(context.pointer, sheet.minX, sheet.minY, sheet.width, sheet.height)
            cairo_clip(context.pointer)
            diagnostics = draw(grid, elements: elements, cardSize: cardSize, on: context, engine: engine)
        }
        return diagnostics
    }

    /// Draws the one picture of the grid (``picture(of:)``: the whole content, or the viewport)
    /// on `context` and checks it.
    func drawWholeGrid(_ grid: Grid, cardSize: CardDrawingSize, on context: CairoContext) throws -> [CardDiagnostic] {
        let (sheet, elements) = picture(of: grid)
        let diagnostics = measurer.pool.withEngine { engine in
            drawSheet(grid, sheet, elements: elements, cardSize: cardSize, on: context, engine: engine)
        }
        try context.check("draw the grid")
        return fontDiagnostics + diagnostics
    }

    /// The measurer's ``CardMeasurer/fontSubstitution``, as a diagnostic of the whole grid.
    var fontDiagnostics: [CardDiagnostic] {
        measurer.fontSubstitution.map { [CardDiagnostic(card: nil, message: $0)] } ?? []
    }

    /// Runs `body` with a sink for a stream surface, finishes the surface it returns and
    /// collects the bytes.
    private func streamed(
        _ body: (DataSink) throws -> (surface: CairoSurface, pages: Int, diagnostics: [CardDiagnostic])
    ) throws -> RenderedGrid {
        let sink = DataSink()
        return try withExtendedLifetime(sink) {
            let drawn = try body(sink)
            cairo_surface_finish(drawn.surface.pointer)
            try drawn.surface.check("finish the file")
            return RenderedGrid(data: sink.data, pageCount: drawn.pages, diagnostics: drawn.diagnostics)
        }
    }
}

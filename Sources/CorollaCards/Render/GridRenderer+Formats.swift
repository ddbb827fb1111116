import CPangoCairo
import CorollaLayout
import Foundation

extension GridRenderer {
    /// The grid as a PNG of `contentSize × scale` pixels (each side rounded up to a whole pixel,
    /// at least 1).
    ///
    /// - Throws: ``CardsError`` for a bad scale, a grid that does not match its layout, or a
    ///   Cairo failure (such as an image too large).
    public func png(_ grid: Grid, scale: Int = 1) throws -> RenderedGrid {
        guard (1...3).contains(scale) else { throw CardsError.unsupportedScale(scale) }
        let cardSize = try validate(grid)
        let content = grid.layout.contentSize
        let pixels = { (points: Double) in Int32(clamping: max(1, Int((points * Double(scale)).rounded(.up)))) }
        let surface = CairoSurface(
            pointer: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixels(content.width), pixels(content.height)))
        try surface.check("create a \(pixels(content.width))×\(pixels(content.height)) image")
        let context = CairoContext(surface: surface)
        cairo_scale(context.pointer, Double(scale), Double(scale))
        let diagnostics = try drawWholeGrid(grid, cardSize: cardSize, on: context)
        cairo_surface_flush(surface.pointer)
        let sink = DataSink()
        try withExtendedLifetime(sink) {
            try Cairo.check(
                cairo_surface_write_to_png_stream(surface.pointer, DataSink.write, sink.closure), "encode the PNG")
        }
        return RenderedGrid(data: sink.data, pageCount: 1, diagnostics: diagnostics)
    }

    /// The grid as one SVG picture of `contentSize` points.
    public func svg(_ grid: Grid) throws -> RenderedGrid {
        let cardSize = try validate(grid)
        let content = grid.layout.contentSize
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
    /// of the content height when `nil`), split between cards as ``Pagination`` says; each page
    /// draws only the elements its rect query gives it.
    ///
    /// - Throws: ``CardsError/horizontalPagination`` for a page height with a horizontally
    ///   scrolling layout, whose content grows sideways: pages split it by height only.
    public func pdf(_ grid: Grid, pageHeight: Double? = nil) throws -> RenderedGrid {
        let cardSize = try validate(grid)
        let content = grid.layout.contentSize
        let height = pageHeight ?? max(1, content.height)
        guard height.isFinite, height > 0 else { throw CardsError.invalidPageHeight(height) }
        if pageHeight != nil, grid.layout.scrollDirection == .horizontal { throw CardsError.horizontalPagination }
        let pages =
            pageHeight == nil
            ? [Pagination.Page(top: 0, elements: grid.layout.elements)]
            : Pagination(pageHeight: height).pages(of: LayoutIndex(grid.layout))
        return try streamed { sink in
            let surface = CairoSurface(
                pointer: cairo_pdf_surface_create_for_stream(DataSink.write, sink.closure, content.width, height))
            try surface.check("create the PDF")
            let context = CairoContext(surface: surface)
            let photos = PhotoLibrary()
            var diagnostics = fontDiagnostics
            measurer.pool.withEngine { engine in
                for page in pages {
                    context.saved {
                        cairo_translate(context.pointer, 0, -page.top)
                        let sheet = Rect(x: 0, y: page.top, width: content.width, height: height)
                        context.fill(sheet, .page)
                        cairo_rectangle(context.pointer, sheet.minX, sheet.minY, sheet.width, sheet.height)
                        cairo_clip(context.pointer)
                        diagnostics += draw(
                            grid, elements: page.elements, cardSize: cardSize, on: context, engine: engine, photos: photos)
                    }
                    cairo_show_page(context.pointer)
                }
            }
            try context.check("draw the PDF")
            return (surface, pages.count, diagnostics)
        }
    }

    /// Draws the whole content on `context` and checks it.
    private func drawWholeGrid(_ grid: Grid, cardSize: CardDrawingSize, on context: CairoContext) throws -> [CardDiagnostic] {
        let page = Rect(origin: .zero, size: grid.layout.contentSize)
        context.fill(page, .page)
        let diagnostics = measurer.pool.withEngine { engine in
            draw(grid, elements: grid.layout.elements, cardSize: cardSize, on: context, engine: engine, photos: PhotoLibrary())
        }
        try context.check("draw the grid")
        return fontDiagnostics + diagnostics
    }

    /// The measurer's ``CardMeasurer/fontSubstitution``, as a diagnostic of the whole grid.
    private var fontDiagnostics: [CardDiagnostic] {
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

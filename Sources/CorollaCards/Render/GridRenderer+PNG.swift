import CPangoCairo
import CorollaLayout

extension GridRenderer {
    /// The grid as a PNG of `contentSize × scale` pixels, or of the viewport's size (each side
    /// rounded up to a whole pixel, at least 1).
    ///
    /// - Throws: ``CardsError`` for a bad scale, a grid that does not match its layout, an image
    ///   beyond ``ImageLimit`` (before anything is drawn), or a Cairo failure.
    public func png(_ grid: Grid, scale: Int = 1) throws -> RenderedGrid {
        guard ImageLimit.scales.contains(scale) else { throw CardsError.unsupportedScale(scale) }
        let cardSize = try validate(grid)
        let pixels = try ImageLimit.checkedPixelSize(of: picture(of: grid).sheet.size, scale: scale)
        return try encodedPNG(pixels: pixels, scale: scale) { try drawWholeGrid(grid, cardSize: cardSize, on: $0) }
    }

    /// The grid as PNGs of `contentSize.width × pageHeight` points at `scale`, one a page, split
    /// between cards as ``Pagination`` says: the pages of ``pdf(_:pageHeight:)`` at the same height.
    ///
    /// - Throws: ``CardsError`` as ``png(_:scale:)`` does, the page being the image;
    ///   ``CardsError/horizontalPagination`` for a horizontally scrolling layout.
    public func pngPages(_ grid: Grid, scale: Int = 1, pageHeight: Double) throws -> [RenderedGrid] {
        guard ImageLimit.scales.contains(scale) else { throw CardsError.unsupportedScale(scale) }
        let cardSize = try validate(grid)
        let pages = try paginate(grid, pageHeight: pageHeight)
        let sheet = Size(width: grid.layout.contentSize.width, height: pageHeight)
        let pixels = try ImageLimit.checkedPixelSize(of: sheet, scale: scale)
        return try measurer.pool.withEngine { engine in
            try pages.enumerated().map { number, page in
                try encodedPNG(pixels: pixels, scale: scale) { context in
                    let drawn = drawSheet(
                        grid, Rect(origin: Point(x: 0, y: page.top), size: sheet), elements: page.elements, cardSize: cardSize,
                        on: context, engine: engine)
                    try context.check("draw page \(number + 1)")
                    return (number == 0 ? fontDiagnostics : []) + drawn
                }
            }
        }
    }

    /// A PNG of `pixels`, drawn by `draw` in points (the context scaled by `scale`).
    private func encodedPNG(
        pixels: (width: Int32, height: Int32), scale: Int, draw: (CairoContext) throws -> [CardDiagnostic]
    ) throws -> RenderedGrid {
        let surface = CairoSurface(pointer: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixels.width, pixels.height))
        try surface.check("create a \(pixels.width)×\(pixels.height) image")
        let context = CairoContext(surface: surface)
        cairo_scale(context.pointer, Double(scale), Double(scale))
        let diagnostics = try draw(context)
        cairo_surface_flush(surface.pointer)
        let sink = DataSink()
        try withExtendedLifetime(sink) {
            try Cairo.check(
                cairo_surface_write_to_png_stream(surface.pointer, DataSink.write, sink.closure), "encode the PNG")
        }
        return RenderedGrid(data: sink.data, pageCount: 1, diagnostics: diagnostics)
    }
}

import CorollaCards
import Foundation

/// A favorites grid drawn as an image file: ``CatalogService/Grid/render(_:as:pageHeight:)``.
public struct RenderedGrid {
    /// The image formats a grid is drawn in.
    public enum Format: String, Hashable, Sendable, CaseIterable {
        case png, svg, pdf
    }

    /// The file's bytes; empty when a PNG is split into ``pages``.
    public var data: Data
    /// A PNG split into pages: one image's bytes a page, top to bottom.
    public var pages: [Data] = []
    /// How many pages a PDF has; 1 for an SVG or a PNG in one image.
    public var pageCount = 1
    /// What the cards could not draw as asked (a font without a glyph, a photo that did not decode).
    public var diagnostics: [CardDiagnostic]
}

extension CatalogService.Grid {
    /// Draws `result` (its viewport when it has one) in `format`, with the service's measurer.
    ///
    /// - Parameter pageHeight: the PDF's page height, or the PNG's, each page its own image (nil:
    ///   one page). A PNG has the grid's scale in pixels per point.
    /// - Throws: `CardsError.imageTooLarge` for a PNG beyond ``ImageLimit``; another `CardsError`
    ///   when Cairo fails.
    /// - Complexity: O(c) for c cards drawn.
    public func render(_ result: GridResult, as format: RenderedGrid.Format, pageHeight: Double? = nil) throws -> RenderedGrid {
        let renderer = renderer(style: result.style)
        switch format {
        case .png:
            if let pageHeight {
                let pages = try renderer.pngPages(result.renderable, scale: result.scale, pageHeight: pageHeight)
                return RenderedGrid(data: Data(), pages: pages.map(\.data), pageCount: pages.count, diagnostics: pages.flatMap(\.diagnostics))
            }
            let png = try renderer.png(result.renderable, scale: result.scale)
            return RenderedGrid(data: png.data, diagnostics: png.diagnostics)
        case .svg:
            let svg = try renderer.svg(result.renderable)
            return RenderedGrid(data: svg.data, diagnostics: svg.diagnostics)
        case .pdf:
            let pdf = try renderer.pdf(result.renderable, pageHeight: pageHeight)
            return RenderedGrid(data: pdf.data, pageCount: pdf.pageCount, diagnostics: pdf.diagnostics)
        }
    }
}

import CorollaCards
import CorollaJSON
import CorollaLayout
import Foundation

/// A favorites grid written as a file: ``CatalogService/Grid/render(_:as:pageHeight:)``.
public struct RenderedGrid {
    /// What a grid is written as: an image (PNG, SVG, PDF), its frames as JSON, or an ASCII sketch.
    public enum Format: String, Hashable, Sendable, CaseIterable {
        case png, svg, pdf, json, txt

        /// Whether the cards are drawn, which needs what each card shows (JSON and the sketch need
        /// the frames only; the sketch reads the headers' texts when grouping).
        public var drawsCards: Bool { self != .json }
        /// PNG, SVG and PDF: drawn cards, with colours (JSON and the sketch give frames and numbers).
        public var hasColours: Bool { self == .png || self == .svg || self == .pdf }
        /// PNG and PDF: bytes that are not text.
        public var isBinary: Bool { self == .png || self == .pdf }
    }

    /// The file's bytes; empty when a PNG is split into ``pages``.
    public var data: Data
    /// A PNG split into pages: one image's bytes a page, top to bottom.
    public var pages: [Data] = []
    /// How many pages a PDF has; 1 for an SVG or a PNG in one image.
    public var pageCount = 1
    /// What the cards could not draw as asked (a font without a glyph, a photo that did not decode).
    public var diagnostics: [CardDiagnostic] = []
    /// How large it is, for people: `780×5120 px`, `390×2560 pt`, `3 pages`, `3 pages of 780×1688 px`.
    public var extent = ""
}

extension CatalogService.Grid {
    /// Writes `result` (its viewport when it has one) in `format`: drawn with the service's
    /// measurer, its frames with each card's plant and the revision as JSON (``LayoutOutput``), or
    /// an ASCII sketch (``GridSketch``).
    ///
    /// - Parameter pageHeight: the PDF's page height, or the PNG's, each page its own image (nil:
    ///   one page). A PNG has the grid's scale in pixels per point.
    /// - Throws: `CardsError.imageTooLarge` for a PNG beyond ``ImageLimit``; ``Failure`` when
    ///   Cairo fails.
    /// - Complexity: O(c) for c cards drawn or written.
    public func render(_ result: GridResult, as format: RenderedGrid.Format, pageHeight: Double? = nil) throws -> RenderedGrid {
        let size = result.viewport?.size ?? result.contentSize
        let points = "\(JSONValue.literal(size.width))×\(JSONValue.literal(size.height)) pt"
        let pixels = { (size: Size) in ImageLimit.pixelSize(of: size, scale: result.scale) }
        func drawer() -> GridRenderer { renderer(style: result.style) }
        do {
            switch format {
            case .png:
                if let pageHeight {
                    let pages = try drawer().pngPages(result.renderable, scale: result.scale, pageHeight: pageHeight)
                    let page = pixels(Size(width: size.width, height: pageHeight))
                    return RenderedGrid(
                        data: Data(), pages: pages.map(\.data), pageCount: pages.count, diagnostics: pages.flatMap(\.diagnostics),
                        extent: "\(Self.pages(pages.count)) of \(page.width)×\(page.height) px")
                }
                let png = try drawer().png(result.renderable, scale: result.scale)
                let image = pixels(size)
                return RenderedGrid(data: png.data, diagnostics: png.diagnostics, extent: "\(image.width)×\(image.height) px")
            case .svg:
                let svg = try drawer().svg(result.renderable)
                return RenderedGrid(data: svg.data, diagnostics: svg.diagnostics, extent: points)
            case .pdf:
                let pdf = try drawer().pdf(result.renderable, pageHeight: pageHeight)
                return RenderedGrid(data: pdf.data, pageCount: pdf.pageCount, diagnostics: pdf.diagnostics, extent: Self.pages(pdf.pageCount))
            case .json:
                let json = try OutputBuffer.collecting { output in
                    var writer = JSONStreamWriter(to: output, pretty: true)
                    if let viewport = result.viewport {
                        try LayoutOutput.writeElements(
                            of: result.layout, in: viewport, plantIDs: result.plantIDs, revision: result.report.revision, to: &writer)
                    } else {
                        try LayoutOutput.writeFull(result.layout, plantIDs: result.plantIDs, revision: result.report.revision, to: &writer)
                    }
                    try output.append(byte: 0x0A)
                }
                return RenderedGrid(data: Data(json.utf8), extent: points)
            case .txt:
                return RenderedGrid(data: Data((GridSketch().lines(result).joined(separator: "\n") + "\n").utf8), extent: points)
            }
        } catch let error as CardsError {
            if case .imageTooLarge = error { throw error }
            throw Failure(.internal, "cannot draw the grid: \(error)")
        }
    }

    /// `1 page`, `3 pages`.
    private static func pages(_ count: Int) -> String { "\(count) page\(count == 1 ? "" : "s")" }
}

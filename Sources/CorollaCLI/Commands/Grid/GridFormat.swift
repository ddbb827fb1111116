import CorollaCards
import CorollaJSON
import CorollaLayout
import CorollaService
import Foundation

/// What `corolla grid` writes.
enum GridFormat: String, ChoiceArgument {
    case png, svg, pdf, json, txt

    /// The format a file name's extension names, or nil.
    init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }

    /// Whether the grid's card contents are needed (drawing, headers); JSON needs the frames only.
    var needsContents: Bool { self != .json }

    /// PNG, SVG and PDF: drawn cards, with colours (json and txt give frames and names).
    var hasColours: Bool { self == .png || self == .svg || self == .pdf }

    /// PNG and PDF: bytes that are not text.
    var isBinary: Bool { self == .png || self == .pdf }

    /// A rendered grid and what to say about it.
    struct Output {
        /// The file's bytes; empty when the output is split into ``pages``.
        var data: Data
        /// `780×5120 px`, `390×2560 pt`, `3 pages`, `40 frames`, `3 pages of 780×1688 px`.
        var extent: String
        var diagnostics: [CardDiagnostic] = []
        /// A PNG split into pages: one file's bytes a page, top to bottom.
        var pages: [Data] = []
    }

    /// Draws or writes out `result`.
    ///
    /// - Parameter pageHeight: the PDF's page height, or the PNG's, each page its own image (nil:
    ///   one page). A PNG has the grid's scale in pixels per point.
    /// - Throws: ``UsageError`` for a PNG beyond ``ImageLimit``, saying how to draw it;
    ///   ``Failure`` when the renderer fails otherwise (a Cairo error).
    func render(_ result: GridResult, service: CatalogService, pageHeight: Double?) throws -> Output {
        let scale = result.scale
        let size = result.viewport?.size ?? result.contentSize
        let points = "\(JSONValue.literal(size.width))×\(JSONValue.literal(size.height)) pt"
        let pixels = { (size: Size) in ImageLimit.pixelSize(of: size, scale: scale) }
        do {
            switch self {
            case .png:
                let png = try service.grid.render(result, as: .png, pageHeight: pageHeight)
                if let pageHeight {
                    let page = pixels(Size(width: size.width, height: pageHeight))
                    return Output(
                        data: Data(), extent: "\(png.pageCount) page\(png.pageCount == 1 ? "" : "s") of \(page.width)×\(page.height) px",
                        diagnostics: png.diagnostics, pages: png.pages)
                }
                let image = pixels(size)
                return Output(data: png.data, extent: "\(image.width)×\(image.height) px", diagnostics: png.diagnostics)
            case .svg:
                let svg = try service.grid.render(result, as: .svg)
                return Output(data: svg.data, extent: points, diagnostics: svg.diagnostics)
            case .pdf:
                let pdf = try service.grid.render(result, as: .pdf, pageHeight: pageHeight)
                return Output(data: pdf.data, extent: "\(pdf.pageCount) page\(pdf.pageCount == 1 ? "" : "s")", diagnostics: pdf.diagnostics)
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
                return Output(data: Data(json.utf8), extent: points)
            case .txt:
                return Output(data: Data((GridSketch().lines(result).joined(separator: "\n") + "\n").utf8), extent: points)
            }
        } catch CardsError.imageTooLarge(let width, let height) {
            throw UsageError(tooLarge: (width, height), pointsHigh: pageHeight ?? size.height, scale: scale)
        } catch let error as CardsError {
            throw Failure(.internal, "cannot draw the grid: \(error)")
        }
    }
}

extension UsageError {
    /// A PNG of `pixels`, `pointsHigh` points high, is beyond ``ImageLimit``: the height it would
    /// need, and the ways out.
    init(tooLarge pixels: (width: Int, height: Int), pointsHigh: Double, scale: Int) {
        let points = JSONValue.literal(pointsHigh)
        self.init(
            message: "A \(pixels.width)×\(pixels.height) px PNG (\(points) pt high at scale \(scale)) is beyond \(ImageLimit.description). "
                + "Split it into pages with \(GridCommand.pageHeight.spec.longName) 844 (or another height), "
                + "draw it at \(GridOptions.scale.spec.longName) 1, or write \(GridCommand.format.spec.longName) pdf or svg.")
    }
}

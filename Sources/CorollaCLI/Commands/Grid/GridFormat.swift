import CorollaCards
import CorollaJSON
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

    /// A rendered grid and what to say about it.
    struct Output {
        var data: Data
        /// `780×5120 px`, `390×2560 pt`, `3 pages`, `40 frames`.
        var extent: String
        var diagnostics: [CardDiagnostic] = []
    }

    /// Draws or writes out `result`.
    ///
    /// - Parameters:
    ///   - scale: the PNG's pixels per point.
    ///   - pageHeight: the PDF's page height (nil: one page).
    /// - Throws: ``Failure`` when the renderer fails (an image too large, a Cairo error).
    func render(_ result: GridResult, service: CatalogService, scale: Int, pageHeight: Double?) throws -> Output {
        let size = result.contentSize
        let points = "\(JSONValue.literal(size.width))×\(JSONValue.literal(size.height)) pt"
        do {
            switch self {
            case .png:
                let png = try service.renderer(style: result.style).png(result.renderable, scale: scale)
                let pixels = { (side: Double) in Int((side * Double(scale)).rounded(.up)) }
                return Output(data: png.data, extent: "\(pixels(size.width))×\(pixels(size.height)) px", diagnostics: png.diagnostics)
            case .svg:
                let svg = try service.renderer(style: result.style).svg(result.renderable)
                return Output(data: svg.data, extent: points, diagnostics: svg.diagnostics)
            case .pdf:
                let pdf = try service.renderer(style: result.style).pdf(result.renderable, pageHeight: pageHeight)
                return Output(data: pdf.data, extent: "\(pdf.pageCount) page\(pdf.pageCount == 1 ? "" : "s")", diagnostics: pdf.diagnostics)
            case .json:
                let json = LayoutOutput.full(result.layout, plantIDs: result.plantIDs, revision: result.report.revision).rendered(pretty: true) + "\n"
                return Output(data: Data(json.utf8), extent: points)
            case .txt:
                return Output(data: Data((GridSketch().lines(result).joined(separator: "\n") + "\n").utf8), extent: points)
            }
        } catch let error as CardsError {
            throw Failure(message: "cannot draw the grid: \(error)")
        }
    }
}

import CorollaCards
import CorollaJSON
import CorollaService
import Foundation

/// What `corolla grid` writes: the service's formats (``RenderedGrid/Format``).
typealias GridFormat = CorollaService.RenderedGrid.Format

extension CorollaService.RenderedGrid.Format: ChoiceArgument {
    /// The format a file name's extension names, or nil.
    init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }
}

extension CatalogService.Grid {
    /// `result` written as `format` by the service, a PNG beyond ``ImageLimit`` refused as a usage
    /// error saying how to draw it.
    ///
    /// - Throws: ``UsageError`` for a PNG beyond the limit; the service's other failures.
    func output(_ result: GridResult, as format: GridFormat, pageHeight: Double?) throws -> CorollaService.RenderedGrid {
        do {
            return try render(result, as: format, pageHeight: pageHeight)
        } catch CardsError.imageTooLarge(let width, let height) {
            throw UsageError(tooLarge: (width, height), pointsHigh: pageHeight ?? (result.viewport?.size ?? result.contentSize).height, scale: result.scale)
        }
    }
}

extension UsageError {
    /// A PNG of `pixels`, `pointsHigh` points high, is beyond ``ImageLimit``: the height it would
    /// need, and the ways out.
    init(tooLarge pixels: (width: Int, height: Int), pointsHigh: Double, scale: Int) {
        let points = JSONValue.literal(pointsHigh)
        let grid = GridCommand.declared
        self.init(
            message: "A \(pixels.width)×\(pixels.height) px PNG (\(points) pt high at scale \(scale)) is beyond \(ImageLimit.description). "
                + "Split it into pages with \(grid.$pageHeight.spec.longName) 844 (or another height), "
                + "draw it at \(grid.grid.$scale.spec.longName) 1, or write \(grid.$givenFormat.spec.longName) pdf or svg.")
    }
}

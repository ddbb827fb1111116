import CorollaCards
import CorollaJSON
import CorollaLayout
import CorollaService
import Foundation

/// `corolla grid`: the favorites card grid (the ones the filters select) as PNG, SVG, PDF, JSON
/// frames or an ASCII sketch.
struct GridCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "grid", abstract: "Render the favorites as a card grid: PNG, SVG, PDF, JSON frames or an ASCII sketch.",
            discussion: """
                The layout options are named after their UIKit (and CHTCollectionViewWaterfallLayout) originals; \
                each says which layout property it sets, and one given to a layout that has no such property is an \
                error. The grid comes from the layout cache when the catalog has not changed since it was computed \
                (see --verbose). json prints the frames in 'corolla layout''s output shape with each section's \
                plantIds and the catalog revision they show; txt prints a small ASCII sketch.
                """)
    }

    @Option(value: "points", help: "The container's width (an iPhone is 390, an iPad 834).", in: .range(GridParameters.sides))
    var width: Double = 390
    @OptionGroup var grid: GridOptions
    @Option(value: "name", help: "light or dark cards (UIKit's userInterfaceStyle): only the colours change, never a size or a frame.")
    var appearance: UserInterfaceStyle = .light
    @OptionGroup var filters: PlantFilters
    @Option(.format(GridFormat.self, default: "from -o's extension, else txt")) var givenFormat: GridFormat?
    @Option(OutputFile.option) var outputPath: FilePath?
    @Option(value: "points", help: "Split the PDF, or the PNG into files NAME-001.png, …, into pages this high, never cutting a card.", in: .range(GridParameters.sides))
    var pageHeight: Double?
    @Option(
        value: "x,y,w,h",
        help: "Draw only the cards and headers whose frames intersect this rectangle of the content, as a picture of its size "
            + "(one viewport of a large grid; json: only those elements). Only the plants drawn are read.")
    var rect: Rect?
    @OptionGroup var verbosity: GridVerbosity
    @OptionGroup var session: Session

    /// What the options ask for, once checked together (``validate()``).
    private(set) var request: GridRequest?
    private(set) var format = GridFormat.txt
    private(set) var output: OutputFile?

    mutating func validate() throws {
        output = try OutputFile(outputPath, reading: session.location)
        format = try resolvedFormat()
        if let rect, rect.width <= 0 || rect.height <= 0 {
            throw UsageError(message: "'\($rect.spec.longName)' needs a width and a height above 0.")
        }
        if rect != nil, pageHeight != nil {
            throw UsageError(message: "'\($rect.spec.longName)' draws one picture of the rect: it cannot be split by '\($pageHeight.spec.longName)'.")
        }
        if pageHeight != nil, format != .pdf, format != .png {
            throw UsageError(message: "'\($pageHeight.spec.longName)' applies to \($givenFormat.spec.longName) pdf and png only.")
        }
        if pageHeight != nil, format == .png, output == nil {
            throw UsageError(
                message: "'\($pageHeight.spec.longName)' writes a PNG file a page, which cannot all go to standard output: "
                    + "name them with '\($outputPath.spec.shortestName) NAME.png' (NAME-001.png, NAME-002.png, …).")
        }
        if $appearance.isGiven, !format.hasColours {
            throw UsageError(message: "'\($appearance.spec.longName)' colours the cards of --format png, svg and pdf: \(format.rawValue) has no colours.")
        }
        let (filters, rect, appearance) = (filters, rect, appearance)
        request = try grid.request(width: width, purpose: .export(format)) {
            $0.kinds = filters.kinds
            $0.search = filters.search
            $0.needsWater = filters.needsWater
            $0.viewport = rect
            $0.appearance = appearance
        }
    }

    /// The format asked for: `--format`, else `--json` writing to standard output (the frames as
    /// JSON; with `-o`, `--json` prints the summary as JSON), else the one `-o`'s extension names.
    ///
    /// - Throws: ``UsageError`` when `--json` and another `--format` both say what standard output
    ///   gets, or the extension names no format.
    private func resolvedFormat() throws -> GridFormat {
        guard session.json, output == nil else { return try givenFormat ?? formatFromExtension() }
        return try $givenFormat.agreeing(givenFormat, withJSON: .json, means: "prints the frames as JSON")
    }

    /// The format `-o`'s extension names; txt without `-o`.
    ///
    /// - Throws: ``UsageError`` when the extension names none.
    private func formatFromExtension() throws -> GridFormat {
        guard let output else { return .txt }
        guard let format = GridFormat(path: output.path.text) else {
            throw UsageError(message: "Cannot tell the format from '\($outputPath.spec.shortestName) \(output.path)': add \($givenFormat.usage()).")
        }
        return format
    }

    func run(_ console: Console) throws {
        if output == nil, format.isBinary { try $givenFormat.refuseBinary(format, toTerminal: console, output: $outputPath) }
        guard let request else { throw InternalError("'corolla grid' runs before its options are checked") }
        let service = try session.openForReading(console, .writableContents)
        let result = try service.grid.result(request, console: console, quiet: session.quiet)
        result.report.print(to: console, items: result.plantIDs.count, verbose: verbosity.verbose, quiet: session.quiet)
        try checkPageHeight(result)
        let rendered = try service.grid.output(result, as: format, pageHeight: pageHeight)
        if !session.quiet {
            for diagnostic in rendered.diagnostics { console.printError("warning: \(String(describing: diagnostic).visible(keepingLines: true))") }
        }
        guard let output else { return console.writeOutput(rendered.data) }
        let files = rendered.pages.isEmpty ? [(output, rendered.data)] : rendered.pages.indices.map { (output.page($0 + 1), rendered.pages[$0]) }
        for (file, data) in files { try file.write(data) }
        let paths = files.map(\.0.path)
        let count = result.drawnCards.map { "\($0.count) of \(result.plantIDs.count)" } ?? "\(result.plantIDs.count)"
        let cards = "\(count) cards, \(rendered.extent)"
        session.summarize(
            console,
            json: .object(
                (rendered.pages.isEmpty
                    ? [JSONMember("file", .string(output.path.text))]
                    : [JSONMember("files", .array(paths.map { .string($0.text) }))]) + [
                        JSONMember("format", .string(format.rawValue)), JSONMember("cards", .number(Double(result.plantIDs.count))),
                        JSONMember("drawn", .number(Double(result.drawnCards?.count ?? result.plantIDs.count))),
                        JSONMember("extent", .string(rendered.extent)), JSONMember("cache", .string(result.report.outcome.description)),
                    ]),
            text: rendered.pages.isEmpty ? ["Wrote \(output.path): \(cards)"] : ["Wrote \(paths.count) files: \(cards)"] + paths.map { "  \($0)" })
    }

    /// Refuses a page height lower than the grid's tallest card or header and the page margin.
    ///
    /// - Throws: ``UsageError`` giving the lowest page height that cuts no card.
    private func checkPageHeight(_ result: GridResult) throws {
        guard let pageHeight else { return }
        let minimum = GridRenderer.minimumPageHeight(of: result.layout)
        guard pageHeight < minimum else { return }
        throw UsageError(
            message: "'\($pageHeight.spec.longName) \(JSONValue.literal(pageHeight))' would cut a card: the tallest card "
                + "and the page margin need \(JSONValue.literal(minimum.rounded(.up))) points; give at least that.")
    }
}

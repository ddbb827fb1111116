import CorollaJSON
import CorollaService
import Foundation

/// `corolla grid`: the favorites card grid as PNG, SVG, PDF, JSON frames or an ASCII sketch.
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
                """,
            options: [width] + GridOptions.all + [format, OutputFile.option, pageHeight, verbose] + CommonOptions.all)
    }

    static let width = Option<Double>(
        "width", value: "points", help: "The container's width (an iPhone is 390, an iPad 834).", default: "390", in: .range(GridOptions.sides))
    static let format = Option.format(GridFormat.self, default: "from -o's extension, else txt")
    static let pageHeight = Option<Double?>(
        "page-height", value: "points", help: "Split the PDF into pages this high, never cutting a card.", in: .range(GridOptions.sides))
    static let verbose = Flag(
        "verbose", short: "v", help: "Say on standard error what the cache gave: cache: hit|partial|miss reused=N measured=N ms=T.")

    var session: Session
    var options: GridOptions
    var request: GridRequest
    var format: GridFormat
    var output: OutputFile?
    var pageHeight: Double?
    var verbose: Bool

    init(_ values: ParsedValues) throws {
        session = try Session(values)
        options = try GridOptions(values)
        output = try OutputFile(values)
        format = try values[Self.format] ?? Self.formatFromExtension(of: output)
        request = try options.request(width: try values[Self.width], includesContents: format.needsContents)
        pageHeight = try values[Self.pageHeight]
        if pageHeight != nil, format != .pdf {
            throw UsageError(message: "'\(Self.pageHeight.spec.longName)' applies to \(Self.format.spec.longName) \(GridFormat.pdf.rawValue) only.")
        }
        verbose = try values[Self.verbose]
    }

    /// The format `-o`'s extension names; txt without `-o`.
    ///
    /// - Throws: ``UsageError`` when the extension names none.
    private static func formatFromExtension(of output: OutputFile?) throws -> GridFormat {
        guard let output else { return .txt }
        guard let format = GridFormat(path: output.path.text) else {
            throw UsageError(message: "Cannot tell the format from '\(OutputFile.option.spec.shortestName) \(output.path)': add \(Self.format.usage()).")
        }
        return format
    }

    func run(_ console: Console) throws {
        let service = try session.openForReading(console, .writableContents)
        let result = try service.grid(request, console: console, quiet: session.quiet)
        result.report.print(to: console, items: result.plantIDs.count, verbose: verbose, quiet: session.quiet)
        let rendered = try format.render(result, service: service, scale: options.scale, pageHeight: pageHeight)
        if !session.quiet {
            for diagnostic in rendered.diagnostics { console.printError("warning: \(String(describing: diagnostic).visible(keepingLines: true))") }
        }
        guard let output else { return console.writeOutput(rendered.data) }
        try output.write(rendered.data)
        session.summarize(
            console,
            json: .object([
                JSONMember("file", .string(output.path.text)), JSONMember("format", .string(format.rawValue)),
                JSONMember("cards", .number(Double(result.plantIDs.count))), JSONMember("extent", .string(rendered.extent)),
                JSONMember("cache", .string(result.report.outcome.description)),
            ]),
            text: ["Wrote \(output.path): \(result.plantIDs.count) cards, \(rendered.extent)"])
    }
}

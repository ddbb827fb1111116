import CorollaService
import Foundation

/// `corolla grid`: the favorites card grid as PNG, SVG, PDF, JSON frames or an ASCII sketch.
struct GridCommand: Command {
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
            options: GridOptions.specs + [
                .option("format", value: "format", help: "png, svg, pdf, json or txt (default: from -o's extension, else txt).",
                    completion: .choices(GridFormat.self)),
                OutputFile.spec,
                .option("page-height", value: "points", help: "Split the PDF into pages this high, never cutting a card."),
                .flag("verbose", short: "v", help: "Say on standard error what the cache gave: cache: hit|partial|miss reused=N measured=N ms=T."),
            ] + CommonOptions.all)
    }

    var session: Session
    var options: GridOptions
    var format: GridFormat
    var output: OutputFile?
    var pageHeight: Double?
    var verbose: Bool

    init(_ values: ParsedValues) throws {
        session = Session(values)
        options = try GridOptions(values)
        output = try OutputFile(values)
        guard let format = try values.value(GridFormat.self, "format") ?? output.map({ GridFormat(path: $0.path) }) ?? .txt else {
            throw UsageError(message: "Cannot tell the format from '-o \(output?.path ?? "")': add --format png|svg|pdf|json|txt.")
        }
        self.format = format
        pageHeight = try values.value(Double.self, "page-height", in: GridOptions.sides)
        if pageHeight != nil, format != .pdf { throw UsageError(message: "'--page-height' applies to --format pdf only.") }
        verbose = values.flag("verbose")
    }

    func run(_ console: Console) throws {
        let service = try session.openForReading(console)
        let request = try options.request(includesContents: format.needsContents)
        let result = try service.grid(request, console: console, quiet: session.quiet)
        result.report.print(to: console, items: result.plantIDs.count, verbose: verbose, quiet: session.quiet)
        let rendered = try format.render(result, service: service, scale: options.scale, pageHeight: pageHeight)
        if !session.quiet {
            for diagnostic in rendered.diagnostics { console.printError("warning: \(diagnostic)") }
        }
        guard let output else { return console.writeOutput(rendered.data) }
        try output.write(rendered.data)
        session.summarize(
            console,
            json: .object([
                JSONMember("file", .string(output.path)), JSONMember("format", .string(format.rawValue)),
                JSONMember("cards", .number(Double(result.plantIDs.count))), JSONMember("extent", .string(rendered.extent)),
                JSONMember("cache", .string(result.report.outcome.description)),
            ]),
            text: ["Wrote \(output.path): \(result.plantIDs.count) cards, \(rendered.extent)"])
    }
}

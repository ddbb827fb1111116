import CorollaCards
import CorollaLayout
import CorollaService
import Foundation

/// `corolla demo`: the main job end to end on the embedded sample catalog.
struct DemoCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "demo", abstract: "Import a sample catalog into a fresh database and render its favorites grid.",
            discussion: """
                Writes into <dir>, a new folder or one an earlier demo made (marked by a .corolla-demo file; any \
                other folder is refused unless --force): a fresh garden.sqlite, into which it imports the embedded \
                sample catalog (64 plants, 40 favorites); prints the favorites, and renders the grid (waterfall, \
                detail cards, scale 2) as PNG at 390 and 834 points wide, SVG, a PDF of 844-point pages and JSON; \
                then renders it again to show the cache hit, and prints the files and the cold and warm times. Equivalent to 'corolla import' and \
                'corolla grid --db <dir>/garden.sqlite --style detail --min-column-width 170 …'.
                """)
    }

    @Option(
        name: "dir", value: "dir", help: "The folder to write into: a new one (created), or one an earlier demo made.", default: "./corolla-demo",
        completion: .directory)
    var directory: FilePath
    @Flag(help: "Write into <dir> even when no earlier demo made it, replacing its garden.sqlite and favorites-* files.") var force: Bool
    @Flag(CommonOptions.quiet) var quiet: Bool

    /// What the demo renders: the grid at 390 and 834 points as PNG, and at 390 as SVG, a PDF of
    /// 844-point pages and JSON; each written to `favorites-<width>.<format>`.
    static let renders: [(format: GridFormat, width: Double, pageHeight: Double?)] = [
        (.png, 390, nil), (.png, 834, nil), (.svg, 390, nil), (.pdf, 390, 844), (.json, 390, nil),
    ]

    /// The layout of the demo's grids: as many columns of at least 170 points as fit (2 on a
    /// phone, 4 on a tablet), corolla's default spacing and insets.
    static let layout = AnyLayout.waterfall(
        WaterfallLayout(minimumColumnWidth: 170, minimumColumnSpacing: 8, minimumInteritemSpacing: 8, sectionInset: EdgeInsets(all: 12)))

    /// The folder `--dir` names.
    var folder: DemoFolder { DemoFolder(path: directory) }

    /// The file a render is written to.
    private static func fileName(_ format: GridFormat, width: Double) -> String {
        "favorites-\(Int(width)).\(format.rawValue)"
    }

    func run(_ console: Console) throws {
        let catalog = try folder.prepare(writing: Self.renders.map { Self.fileName($0.format, width: $0.width) }, force: force)
        let service = try CatalogLocation(option: catalog, environment: { _ in nil }).openForWriting()
        let today = CalendarDate.today
        let summary = try service.transfer.importer().importData(Array(DemoCatalog.csv(today: today).utf8), format: .csv, file: "sample.csv")
        console.print(ImportCommand.text(summary, file: "the sample catalog"))
        console.print("")
        console.print("Favorites:")
        let indent = "  "
        let favorites = try PlantOutput(console: console, today: today).favoritesTable(
            try service.favorites.list(), width: console.columns.map { $0 - indent.count })
        for line in favorites { console.print(indent + line) }
        console.print("")

        var written: [(name: String, extent: String, bytes: Int)] = []
        var results: [GridResult] = []
        for (format, width, pageHeight) in Self.renders {
            let request = try Self.request(width: width, today: today, purpose: .export(format))
            let result = try service.grid.result(request, console: console, quiet: quiet)
            let output = try service.grid.output(result, as: format, pageHeight: pageHeight)
            let name = Self.fileName(format, width: width)
            try OutputFile(path: folder.path.appending(FilePath(name))).write(output.data)
            written.append((name, output.extent, output.data.count))
            results.append(result)
        }
        guard let cold = results.first else { throw InternalError("the demo renders nothing") }
        let warm = try service.grid.result(try Self.request(width: 390, today: today, purpose: .export(.json)), console: console, quiet: quiet)

        console.print("Wrote \(written.count) files to \(folder.path):")
        let table = TextTable(header: ["FILE", "SIZE", "BYTES"], rows: written.map { [$0.name, $0.extent, String($0.bytes)] }, rightAligned: [2])
        for line in table.lines.dropFirst() { console.print("  " + line) }
        console.print("")
        console.print("The grid at 390 points, cold: \(cold.report.milliseconds) ms (\(cold.report.outcome), \(cold.report.cardsMeasured) cards measured)")
        console.print("The same grid again, warm:    \(warm.report.milliseconds) ms (\(warm.report.cacheLine(items: warm.plantIDs.count)))")
    }

    /// The demo's grid of detail cards in a container `width` points wide, every other value at the
    /// card grid's default (``GridDefaults``), checked as `corolla grid` checks its options.
    private static func request(width: Double, today: CalendarDate, purpose: GridRequest.Purpose) throws -> GridRequest {
        var parameters = GridParameters(width: width)
        parameters.layout = layout
        parameters.style = .detail
        parameters.today = today
        parameters.purpose = purpose
        return try parameters.request()
    }
}

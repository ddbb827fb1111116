import CorollaCards
import CorollaLayout
import CorollaService
import CorollaStore
import Foundation

/// `corolla demo`: the main job end to end on the embedded sample catalog.
struct DemoCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "demo", abstract: "Import a sample catalog into a fresh database and render its favorites grid.",
            discussion: """
                Creates <dir> with a fresh garden.sqlite, imports the embedded sample catalog (64 plants, 40 \
                favorites), prints the favorites, and renders the grid (waterfall, detail cards, scale 2) as PNG at \
                390 and 834 points wide, SVG, a PDF of 844-point pages and JSON; then renders it again to show the \
                cache hit, and prints the files and the cold and warm times. Equivalent to 'corolla import' and \
                'corolla grid --db <dir>/garden.sqlite --style detail --min-column-width 170 …'.
                """,
            options: [directory, CommonOptions.quiet])
    }

    static let directory = Option<String>(
        "dir", value: "dir", help: "The folder to write into (created when missing).", default: "./corolla-demo", completion: .directory)

    /// The layout of the demo's grids: as many columns of at least 170 points as fit (2 on a
    /// phone, 4 on a tablet), corolla's default spacing and insets.
    static let layout = AnyLayout.waterfall(
        WaterfallLayout(minimumColumnWidth: 170, minimumColumnSpacing: 8, minimumInteritemSpacing: 8, sectionInset: EdgeInsets(all: 12)))

    var directory: URL
    var quiet: Bool

    init(_ values: ParsedValues) throws {
        directory = URL(fileURLWithPath: try values[Self.directory], isDirectory: true)
        quiet = try values[CommonOptions.quiet]
    }

    func run(_ console: Console) throws {
        let service = try freshCatalog()
        let today = CalendarDate.today
        let summary = try service.importer().importData(Array(DemoCatalog.csv(today: today).utf8), format: .csv, file: "sample.csv")
        console.print(ImportCommand.text(summary, file: "the sample catalog"))
        console.print("")
        console.print("Favorites:")
        for line in PlantOutput(console: console, today: today).favoritesTable(try service.favorites()) { console.print("  " + line) }
        console.print("")

        var written: [(name: String, extent: String, bytes: Int)] = []
        func render(_ format: GridFormat, width: Double, _ name: String, pageHeight: Double? = nil) throws -> GridResult {
            let request = Self.request(width: width, today: today, includesContents: format.needsContents)
            let result = try service.grid(request, console: console, quiet: quiet)
            let output = try format.render(result, service: service, scale: 2, pageHeight: pageHeight)
            try OutputFile(path: FilePath(directory.appendingPathComponent(name).path)).write(output.data)
            written.append((name, output.extent, output.data.count))
            return result
        }
        let cold = try render(.png, width: 390, "favorites-390.png")
        _ = try render(.png, width: 834, "favorites-834.png")
        _ = try render(.svg, width: 390, "favorites-390.svg")
        _ = try render(.pdf, width: 390, "favorites-390.pdf", pageHeight: 844)
        _ = try render(.json, width: 390, "favorites-390.json")
        let warm = try service.grid(Self.request(width: 390, today: today, includesContents: false), console: console, quiet: quiet)

        console.print("Wrote \(written.count) files to \(directory.path):")
        let table = TextTable(header: ["FILE", "SIZE", "BYTES"], rows: written.map { [$0.name, $0.extent, String($0.bytes)] }, rightAligned: [2])
        for line in table.lines.dropFirst() { console.print("  " + line) }
        console.print("")
        console.print("The grid at 390 points, cold: \(cold.report.milliseconds) ms (\(cold.report.outcome), \(cold.report.cardsMeasured) cards measured)")
        console.print("The same grid again, warm:    \(warm.report.milliseconds) ms (\(warm.report.cacheLine(items: warm.plantIDs.count)))")
    }

    /// The demo's grid of detail cards at scale 2 in a container `width` points wide.
    private static func request(width: Double, today: CalendarDate, includesContents: Bool) -> GridRequest {
        GridRequest(
            layout: layout, container: Size(width: width, height: 844), scale: DisplayScale(2), style: .detail, date: today.midnightUTC,
            includesContents: includesContents)
    }

    /// Creates the folder and a new, empty catalog in it (an old one is deleted).
    private func freshCatalog() throws -> CatalogService {
        let fileManager = FileManager.default
        let path = directory.appendingPathComponent(CatalogLocation.fileName).path
        do {
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
            for suffix in ["", "-wal", "-shm"] where fileManager.fileExists(atPath: path + suffix) {
                try fileManager.removeItem(atPath: path + suffix)
            }
        } catch {
            throw Failure(message: "cannot create '\(directory.path)': \(error.localizedDescription)")
        }
        return try CatalogLocation(option: FilePath(path), environment: [:]).openForWriting()
    }
}

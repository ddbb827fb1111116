import CorollaJSON
import CorollaService
import Foundation

/// `corolla export [--format F] [-o FILE]`: every plant with its favorite flag and position.
struct ExportCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "export", abstract: "Export every plant, with its favorite flag and position.",
            discussion: "Importing the export into an empty catalog gives the same plants and favorites.",
            options: [format, history, OutputFile.option] + CommonOptions.all)
    }

    static let history = Flag(
        "history", help: "Export the watering history instead: one row per watering (key, name, watered_on), by key and day.")

    static let format = Option.format(PlantFileFormat.self, default: "from -o's extension, else csv")

    var session: Session
    var format: PlantFileFormat
    var output: OutputFile?
    var history: Bool

    init(_ values: ParsedValues) throws {
        session = try Session(values)
        output = try OutputFile(values)
        history = try values[Self.history]
        format = try values[Self.format] ?? output.flatMap { PlantFileFormat(path: $0.path.text) } ?? .csv
    }

    func run(_ console: Console) throws {
        let service = try session.openForReading(console)
        let export: (text: String, rows: Int) =
            history ? try service.exportHistory(as: format) : (try service.export(as: format), try service.status().plants)
        guard let output else { return console.standardOutput(export.text) }
        try output.write(Data(export.text.utf8))
        let what = history ? "waterings" : "plants"
        session.summarize(
            console,
            json: .object([
                JSONMember("file", .string(output.path.text)), JSONMember("format", .string(format.rawValue)),
                JSONMember(what, .number(Double(export.rows))),
            ]),
            text: ["Wrote \(export.rows) \(what) to \(output.path) (\(format.rawValue))"])
    }
}

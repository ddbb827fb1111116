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
        format = try Self.format(values[Self.format], json: session.json, output: output)
    }

    /// The format asked for: `--format`, else `--json` writing to standard output (with `-o`,
    /// `--json` prints the summary as JSON), else the one `-o`'s extension names, else CSV.
    ///
    /// - Throws: ``UsageError`` when `--json` and another `--format` both say what standard output
    ///   gets, or `-o`'s extension names no format.
    private static func format(_ given: PlantFileFormat?, json: Bool, output: OutputFile?) throws -> PlantFileFormat {
        if json, output == nil {
            guard given == nil || given == .json else {
                throw UsageError(
                    message: "'\(CommonOptions.json.spec.longName)' exports JSON; it cannot go with '\(Self.format.spec.longName) \(given?.rawValue ?? "")'.")
            }
            return .json
        }
        if let given { return given }
        guard let output else { return .csv }
        guard let format = PlantFileFormat(path: output.path.text) else {
            throw UsageError(message: "Cannot tell the format from '\(OutputFile.option.spec.shortestName) \(output.path)': add \(Self.format.usage()).")
        }
        return format
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

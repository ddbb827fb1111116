import CorollaJSON
import CorollaService
import Foundation

/// `corolla export [--format F] [-o FILE]`: every plant with its favorite flag and position.
struct ExportCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "export", abstract: "Export every plant, with its favorite flag and position.",
            discussion: "Importing the export into an empty catalog gives the same plants and favorites.",
            options: [format, OutputFile.option] + CommonOptions.all)
    }

    static let format = Option.format(PlantFileFormat.self, default: "from -o's extension, else csv")

    var session: Session
    var format: PlantFileFormat
    var output: OutputFile?

    init(_ values: ParsedValues) throws {
        session = try Session(values)
        output = try OutputFile(values)
        format = try values[Self.format] ?? output.flatMap { PlantFileFormat(path: $0.path.text) } ?? .csv
    }

    func run(_ console: Console) throws {
        let service = try session.openForReading(console)
        guard let output else {
            let buffer = console.outputBuffer()
            try service.export(as: format, to: buffer)
            return try buffer.finish()
        }
        try output.write { try service.export(as: format, to: $0) }
        let count = try service.status().plants
        session.summarize(
            console,
            json: .object([
                JSONMember("file", .string(output.path.text)), JSONMember("format", .string(format.rawValue)),
                JSONMember("plants", .number(Double(count))),
            ]),
            text: ["Wrote \(count) plants to \(output.path) (\(format.rawValue))"])
    }
}

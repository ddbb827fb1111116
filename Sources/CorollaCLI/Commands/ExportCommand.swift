import CorollaJSON
import CorollaService
import Foundation

/// `corolla export [--format F] [-o FILE]`: every plant with its favorite flag and position.
struct ExportCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "export", abstract: "Export every plant, with its favorite flag and position.",
            discussion: """
                Importing the export into an empty catalog gives the same plants and favorites; JSON and NDJSON carry \
                each plant's watering history too (the waterings field; for CSV and TSV, export --history to a file of \
                its own and import it with import --history). With --photos, the same photos too: each stored photo is \
                written to the folder (made if missing) and its path, relative to the export file's folder, fills the \
                photo column. Without --photos there is no photo column, so importing the file leaves the photos as they \
                are. Importing an unchanged export into the catalog it came from changes nothing. An xlsx export is a \
                workbook of two sheets, Plants (the CSV columns) and Waterings (the history), with numbers, dates and \
                true/false as such and text as text; it is binary, so it goes to -o's file or to a pipe, not a terminal.
                """)
    }

    @Option(.format(ExportFormat.self, default: "from -o's extension, else csv")) var givenFormat: ExportFormat?
    @Flag(help: "Export the watering history instead: one row per watering (key, name, watered_on), by key and day.")
    var history: Bool
    @Option(OutputFile.option) var outputPath: FilePath?
    @Option(value: "folder", help: "Write the stored photos as files of <folder>, named in the photo column.", completion: .directory)
    var photos: FilePath?
    @OptionGroup var session: Session

    /// The format, `-o`'s file and `--photos`' folder, once checked (``validate()``).
    private(set) var format = ExportFormat.csv
    private(set) var output: OutputFile?
    private(set) var photoFolder: PhotoFolder?

    mutating func validate() throws {
        output = try OutputFile(outputPath, reading: session.location)
        format = try format(givenFormat, json: session.json, output: output)
        if history, $photos.isGiven {
            throw UsageError(message: "'\($photos.spec.longName)' does not apply to '\($history.spec.longName)': a watering history has no photos.")
        }
        photoFolder = try photos.map { folder in try PhotoFolder(folder, exportFolder: output?.path.folder) }
    }

    /// The format asked for: `--format`, else `--json` writing to standard output (with `-o`,
    /// `--json` prints the summary as JSON), else the one `-o`'s extension names, else (no
    /// extension: a device, a pipe) CSV.
    ///
    /// - Throws: ``UsageError`` when `--json` and another `--format` both say what standard output
    ///   gets, or `-o`'s extension names no format.
    private func format(_ given: ExportFormat?, json: Bool, output: OutputFile?) throws -> ExportFormat {
        if json, output == nil { return try $givenFormat.agreeing(given, withJSON: .json, means: "exports JSON") }
        if let given { return given }
        // A name without an extension (a device, a pipe) gets the default.
        guard let output, output.path.text.split(separator: "/").last?.dropFirst().contains(".") == true else { return .csv }
        guard let format = ExportFormat(path: output.path.text) else {
            // A workbook format import reads and export does not write (.ods: LibreOffice opens .xlsx).
            let readOnly = PlantFileFormat(path: output.path.text).map { " (.\($0.rawValue) is read by import, not written)" } ?? ""
            throw UsageError(message: "Cannot tell the format from '\(OutputFile.option.spec.shortestName) \(output.path)'\(readOnly): add \($givenFormat.usage()).")
        }
        return format
    }

    func run(_ console: Console) throws {
        if output == nil, format.isBinary { try $givenFormat.refuseBinary(format, toTerminal: console, output: $outputPath) }
        let service = try session.openForReading(console)
        if history { return try exportHistory(service, console) }
        let photos = try photoFolder?.exportPhotos(reading: session.location)
        var export = PlantExport(plants: 0, photos: 0)
        do {
            // The photos get their names once every row is written, before `-o`'s file gets its own.
            try write(console) { output in
                guard let text = format.text else { return export = try service.transfer.exportWorkbook(to: output, photos: photos?.photos) }
                export = try service.transfer.export(as: text, to: output, photos: photos?.photos)
                try photos?.files.commit()
            }
        } catch {
            photos?.files.rollBack()
            throw error
        }
        let photoCount = "\(export.photos) photo\(export.photos == 1 ? "" : "s")"
        guard let output else {
            if let photoFolder, !session.quiet { console.printError("Wrote \(photoCount) to \(photoFolder.path)") }
            return
        }
        session.summarize(
            console, file: output.path,
            [
                JSONMember("format", .string(format.rawValue)), JSONMember("plants", .number(Double(export.plants))),
                JSONMember("photos", .number(Double(export.photos))),
            ],
            text: ["Wrote \(export.plants) plants to \(output.path) (\(format.rawValue))" + (photoFolder.map { " and \(photoCount) to \($0.path)" } ?? "")])
    }

    /// `--history`: the waterings, one row each.
    private func exportHistory(_ service: CatalogService, _ console: Console) throws {
        var rows = 0
        try write(console) { output in
            guard let text = format.text else { return rows = try service.transfer.exportHistoryWorkbook(to: output) }
            rows = try service.transfer.exportHistory(as: text, to: output)
        }
        guard let output else { return }
        session.summarize(
            console, file: output.path, [JSONMember("format", .string(format.rawValue)), JSONMember("waterings", .number(Double(rows)))],
            text: ["Wrote \(rows) waterings to \(output.path) (\(format.rawValue))"])
    }

    /// Writes what `produce` appends to `-o`'s file, or to standard output without one, as it comes.
    private func write(_ console: Console, _ produce: (OutputBuffer) throws -> Void) throws {
        guard let output else {
            let buffer = console.outputBuffer()
            try produce(buffer)
            return try buffer.finish()
        }
        try output.write(producing: produce)
    }
}

extension ExportFormat: ChoiceArgument {}

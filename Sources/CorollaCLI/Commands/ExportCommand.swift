import CorollaJSON
import CorollaService
import Foundation

/// `corolla export [--format F] [-o FILE]`: every plant with its favorite flag and position.
struct ExportCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "export", abstract: "Export every plant, with its favorite flag and position.",
            discussion: """
                Importing the export into an empty catalog gives the same plants and favorites; with --photos, the same \
                photos too: each stored photo is written to the folder (made if missing) and its path, relative to the \
                export file's folder, fills the photo column.
                """,
            options: [format, OutputFile.option, photos] + CommonOptions.all)
    }

    static let format = Option.format(PlantFileFormat.self, default: "from -o's extension, else csv")
    static let photos = Option<FilePath?>(
        "photos", value: "folder", help: "Write the stored photos as files of <folder>, named in the photo column.",
        completion: .directory)

    var session: Session
    var format: PlantFileFormat
    var output: OutputFile?
    var photoFolder: PhotoFolder?

    init(_ values: ParsedValues) throws {
        session = try Session(values)
        output = try OutputFile(values)
        format = try values[Self.format] ?? output.flatMap { PlantFileFormat(path: $0.path.text) } ?? .csv
        photoFolder = try values[Self.photos].map { folder in try PhotoFolder(folder, exportFolder: output?.path.folder) }
    }

    func run(_ console: Console) throws {
        let service = try session.openForReading(console)
        let export = try service.export(as: format, photoFolder: photoFolder?.column)
        try photoFolder?.write(export.photos)
        let photoCount = "\(export.photos.count) photo\(export.photos.count == 1 ? "" : "s")"
        let photos = photoFolder.map { [" and \(photoCount) to \($0.path)"] } ?? []
        guard let output else {
            if let photoFolder, !session.quiet { console.printError("Wrote \(photoCount) to \(photoFolder.path)") }
            return console.standardOutput(export.text)
        }
        try output.write(Data(export.text.utf8))
        let count = try service.status().plants
        session.summarize(
            console,
            json: .object([
                JSONMember("file", .string(output.path.text)), JSONMember("format", .string(format.rawValue)),
                JSONMember("plants", .number(Double(count))), JSONMember("photos", .number(Double(export.photos.count))),
            ]),
            text: ["Wrote \(count) plants to \(output.path) (\(format.rawValue))" + photos.joined()])
    }
}

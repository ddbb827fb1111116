import CorollaService

/// `corolla plants photo ID|KEY FILE`: stores a photo's thumbnail in the catalog ('' removes it).
struct PlantsPhotoCommand: PlantCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "photo", abstract: "Store a plant's photo in the catalog ('' removes it).",
            discussion: """
                The file (JPEG, PNG, HEIC/HEIF, WebP, GIF, TIFF or BMP; SVG and documents are refused) is read once: its \
                EXIF orientation is applied and a thumbnail for the largest card at scale 3 is encoded again from its \
                pixels, without metadata, and stored with its size, which gives the card its aspect. \
                The catalog keeps no path: moving it or deleting the file changes nothing.
                """)
    }

    @OptionGroup var target: PlantTarget
    @Argument(help: "The photo file, or '' to remove the photo.", completion: .file) var file: Clearable<FilePath>

    /// The photo read from the file; nil to remove it (``validate()``).
    private(set) var photo: PlantPhoto?

    mutating func validate() throws {
        photo = try file.value.map(PhotoFile.thumbnail(of:))
    }

    func run(_ console: Console) throws {
        let service = try session.openForWriting()
        let plant = try service.plants.setPhoto(reference, photo)
        let position = try service.favorites.positions()[plant.id]
        let text = photo.map { "Stored a \($0.width)×\($0.height) px photo for \(plant.name)" } ?? "Removed the photo of \(plant.name)"
        session.summarize(console, json: Exporter.json(plant, position: position), text: [text])
    }
}

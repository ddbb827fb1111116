import CorollaStore

/// What an export wrote: how many plants, and how many photo files beside them.
public struct PlantExport: Hashable, Sendable {
    public var plants: Int
    public var photos: Int

    public init(plants: Int, photos: Int) {
        (self.plants, self.photos) = (plants, photos)
    }
}

/// Where an export puts the stored photos: the folder its `photo` column names them in, and what
/// writes each one's file as its plant's row is written.
public struct ExportPhotos {
    /// The folder as the `photo` column's paths start: `photos`, `.`, or an absolute path.
    public var folder: String
    /// Writes one photo's file.
    public var write: (ExportedPhoto) throws -> Void

    public init(folder: String, write: @escaping (ExportedPhoto) throws -> Void) {
        self.folder = folder
        self.write = write
    }
}

/// A stored photo as an exported file: a name of its own in the photo folder, and its bytes.
public struct ExportedPhoto: Hashable, Sendable {
    /// The plant's key when it makes a safe file name (no `/`, no control character, not starting
    /// with `.`, at most 200 bytes), else `plant-N` for the export's N-th plant; `-N` is added
    /// while another photo of the export has the name. The extension says the format (`.png`,
    /// `.jpg`, else `.image`). Nothing in the name depends on the catalog's ids, so the catalog an
    /// export rebuilds exports the same names.
    public var fileName: String
    public var bytes: [UInt8]

    /// The photo of `plant`, the export's `number`-th plant (from 1), named apart from the names in
    /// `taken` (and added to them).
    init(plant: Plant, number: Int, bytes: [UInt8], taken: inout Set<String>) {
        let safe =
            plant.key.utf8.count <= 200 && !plant.key.hasPrefix(".")
            && !plant.key.unicodeScalars.contains { $0 == "/" || $0.properties.generalCategory == .control }
        var stem = safe ? plant.key : "plant-\(number)"
        let fileExtension = Self.fileExtension(of: bytes)
        while taken.contains(stem + fileExtension) { stem += "-\(number)" }
        fileName = stem + fileExtension
        taken.insert(fileName)
        self.bytes = bytes
    }

    /// `.png` or `.jpg` by the bytes' signature, `.image` for anything else.
    public static func fileExtension(of bytes: [UInt8]) -> String {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return ".png" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return ".jpg" }
        return ".image"
    }
}

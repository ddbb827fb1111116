import CorollaJSON
import CorollaStore

/// Exports every plant of a catalog, with its favorite flag and position, in a format `Importer`
/// reads back: export → import into an empty catalog gives the same plants (keys and every field,
/// empty notes kept apart from absent notes) and the same favorites in the same order.
///
/// Columns (CSV and TSV header, JSON keys), in this order: `key`, `name`, `kind`, `notes`,
/// `water_every_days`, `last_watered`, `photo`, `photo_aspect`, `favorite`, `position`. Plants come
/// by name; `position` is the favorite's index (absent for other plants).
///
/// - CSV: CRLF line ends, no byte order mark; absent is an empty cell, empty notes `""`.
/// - TSV: LF line ends; absent is `\N`, empty notes an empty field.
/// - JSON: an array with one object per line; absent is `null`. NDJSON: one object per line.
public struct Exporter {
    public let store: CatalogStore

    public init(store: CatalogStore) {
        self.store = store
    }

    /// The catalog as text in `format` (one read transaction: one consistent snapshot).
    ///
    /// - Throws: a `DatabaseError` or `StoreError` when the catalog cannot be read.
    /// - Complexity: O(n log n) for n plants.
    public func export(as format: PlantFileFormat) throws -> String {
        try export(as: format, photoFolder: nil).text
    }

    /// The catalog as text in `format` and, with a `photoFolder`, its stored photos as files of
    /// that folder, whose paths (`photoFolder/NAME`) fill the `photo` column: importing the text
    /// from where `photoFolder` is relative to reads them back. Without one, the `photo` column
    /// holds only photo paths not read into the catalog yet.
    ///
    /// - Throws: a `DatabaseError` or `StoreError` when the catalog cannot be read.
    /// - Complexity: O(n log n) for n plants.
    public func export(as format: PlantFileFormat, photoFolder: String?) throws -> PlantExport {
        var photos: [ExportedPhoto] = []
        var names = Set<String>()
        let rows = try store.database.read { _ in
            let positions = Dictionary(
                try store.favorites.orderedPlantIDs().enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            return try store.plants.list().map { plant in
                var photoPath = plant.photoPath
                if let photoFolder, let photo = plant.photo {
                    let exported = ExportedPhoto(plant: plant, bytes: photo.bytes, taken: &names)
                    photos.append(exported)
                    photoPath = photoFolder + "/" + exported.fileName
                }
                return ExportValue.row(plant, photoPath: photoPath, position: positions[plant.id])
            }
        }
        return PlantExport(text: Self.document(names: PlantField.allCases.map(\.rawValue), rows: rows, as: format), photos: photos)
    }

    /// The watering history as text in `format`: one row per watering, `key`, `name`, `watered_on`,
    /// by key then day, in the plants' formats.
    ///
    /// - Returns: the text and its number of waterings.
    /// - Throws: a `DatabaseError` or `StoreError` when the catalog cannot be read.
    /// - Complexity: O(w log w) for w recorded waterings.
    public func exportHistory(as format: PlantFileFormat) throws -> (text: String, rows: Int) {
        let rows = try store.waterings.all().map { [ExportValue.text($0.key), .text($0.name), .text($0.day.description)] }
        return (Self.document(names: ["key", "name", "watered_on"], rows: rows, as: format), rows.count)
    }

    /// `rows` under the column `names`, in `format`.
    private static func document(names: [String], rows: [[ExportValue]], as format: PlantFileFormat) -> String {
        switch format {
        case .csv:
            return Self.lines([names.map { ExportValue.text($0).csv }] + rows.map { $0.map(\.csv) }, separator: ",", end: "\r\n")
        case .tsv:
            return Self.lines([names.map { ExportValue.text($0).tsv }] + rows.map { $0.map(\.tsv) }, separator: "\t", end: "\n")
        case .json:
            let objects = rows.map { Self.object(names, $0) }
            return objects.isEmpty ? "[]\n" : "[\n" + objects.joined(separator: ",\n") + "\n]\n"
        case .ndjson:
            return rows.map { Self.object(names, $0) + "\n" }.joined()
        }
    }

    private static func lines(_ rows: [[String]], separator: String, end: String) -> String {
        rows.map { $0.joined(separator: separator) + end }.joined()
    }

    /// One plant as a JSON object with its id first, then the export's fields, then the stored
    /// photo's size (`photo_width`, `photo_height`, `photo_bytes`; null without one): what the CLI
    /// prints for a plant with `--json`. `position` is its favorite index (nil: not a favorite).
    public static func json(_ plant: Plant, position: Int?) -> JSONValue {
        let photo: [(String, Int?)] = [
            ("photo_width", plant.photo?.width), ("photo_height", plant.photo?.height), ("photo_bytes", plant.photo?.bytes.count),
        ]
        return .object(
            [JSONMember("id", .number(plant.id))]
                + members(PlantField.allCases.map(\.rawValue), ExportValue.row(plant, photoPath: plant.photoPath, position: position))
                + photo.map { JSONMember($0, $1.map { .number(Double($0)) } ?? .null) })
    }

    private static func members(_ names: [String], _ row: [ExportValue]) -> [JSONMember] {
        zip(names, row).map { JSONMember($0, $1.json) }
    }

    private static func object(_ names: [String], _ row: [ExportValue]) -> String {
        JSONValue.object(members(names, row)).rendered()
    }
}

import CorollaJSON
import CorollaStore

/// Exports every plant of a catalog, with its favorite flag and position, in a format `Importer`
/// reads back: export → import into an empty catalog gives the same plants (keys and every field,
/// empty notes kept apart from absent notes), the same favorites in the same order and, in the
/// formats and with the options that carry them, the same photos and watering history; export →
/// import into the same catalog changes nothing.
///
/// Columns (CSV and TSV header, JSON keys), in this order: `key`, `name`, `kind`, `notes`,
/// `water_every_days`, `last_watered`, `photo` (only with photos), `photo_aspect`, `favorite`,
/// `position`, and in JSON and NDJSON `waterings` (the days the plant was watered, oldest first).
/// Plants come by name; `position` is the favorite's index (absent for other plants). The watering
/// history (``exportHistory(as:to:)``) has `key`, `name` and `watered_on`, in the same formats.
///
/// - CSV: CRLF line ends, no byte order mark; absent is an empty cell, empty notes `""`.
/// - TSV: LF line ends; absent is `\N`, empty notes an empty field.
/// - JSON: an array with one object per line; absent is `null`. NDJSON: one object per line.
/// - xlsx: a workbook of a Plants sheet (the CSV columns) and a Waterings sheet (the history's),
///   cells of their values' kinds (``exportWorkbook(to:photos:)``).
///
/// Rows are written as they are read (``export(as:to:photos:)``): memory does not grow with the catalog.
public struct Exporter {
    let store: CatalogStore

    init(store: CatalogStore) {
        self.store = store
    }

    /// The catalog as text in `format`: ``export(as:to:photos:)`` gathered into one string.
    ///
    /// - Throws: a `DatabaseError` or `StoreError` when the catalog cannot be read.
    /// - Complexity: O(n log n) for n plants.
    public func export(as format: PlantFileFormat) throws -> String {
        try OutputBuffer.collecting { _ = try export(as: format, to: $0) }
    }

    /// Writes the catalog in `format` to `output`, each plant as its row is read (one read
    /// transaction: one consistent snapshot). Call `output.finish()` afterwards.
    ///
    /// With `photos`, each stored photo is handed to `photos.write` as its plant's row is written,
    /// and its path (`photos.folder/NAME`) fills the `photo` column: importing the text from where
    /// that folder is relative to reads them back . Without, there is no `photo` column: an
    /// import of the text leaves the catalog's photos as they are.
    ///
    /// - Returns: how many plants and photos were written.
    /// - Throws: a `DatabaseError` or `StoreError` when the catalog cannot be read (after the rows
    ///   before the bad one were written); what `output` or `photos.write` throws.
    /// - Complexity: O(n log n) for n plants; memory O(1) in n, but for the photos' file names.
    @discardableResult
    public func export(as format: PlantFileFormat, to output: OutputBuffer, photos: ExportPhotos? = nil) throws -> PlantExport {
        let fields = ExportColumns.plantFields(format, photos: photos != nil)
        var photoCount = 0
        let plants = try Self.write(format, columns: ExportColumns(fields.map(\.rawValue)), to: output) { row in
            photoCount = try plantRows(fields, photos: photos, row)
        }
        return PlantExport(plants: plants, photos: photoCount)
    }

    /// Hands `row` each plant's values of `fields`, by name, as its row is read (one read
    /// transaction); with `photos`, each stored photo is handed to `photos.write` first and its
    /// path fills the `photo` column.
    ///
    /// - Returns: how many photos were written.
    /// - Complexity: O(n log n) for n plants; memory O(1) in n, but for the photos' file names.
    func plantRows(_ fields: [PlantField], photos: ExportPhotos?, _ row: ([ExportValue]) throws -> Void) throws -> Int {
        var names = Set<String>()
        var photoCount = 0
        var number = 0
        // The days come with each plant's row, read only when the format carries them.
        let plants = { (body: (Plant, Int?, [CalendarDate]) throws -> Void) in
            fields.contains(.waterings) ? try store.plants.forEachWithWaterings { try body($0, $1, $2) } : try store.plants.forEach { try body($0, $1, []) }
        }
        try plants { plant, position, waterings in
            number += 1
            var photoPath: String?
            if let photos, let photo = plant.photo {
                let exported = ExportedPhoto(plant: plant, number: number, bytes: photo.bytes, taken: &names)
                try photos.write(exported)
                photoCount += 1
                photoPath = photos.folder + "/" + exported.fileName
            }
            try row(ExportValue.row(plant, fields: fields, photoPath: photoPath, position: position, waterings: waterings))
        }
        return photoCount
    }

    /// Writes the watering history in `format` to `output`: one row per watering, `key`, `name`,
    /// `watered_on`, `watered_by` (absent when unknown), by key then day, in the plants' formats, each as it is read. Call
    /// `output.finish()` afterwards.
    ///
    /// - Returns: how many waterings were written.
    /// - Throws: a `DatabaseError` or `StoreError` when the catalog cannot be read; what `output` throws.
    /// - Complexity: O(w log w) for w recorded waterings; memory O(1) in w.
    public func exportHistory(as format: PlantFileFormat, to output: OutputBuffer) throws -> Int {
        try Self.write(format, columns: .history, to: output) { row in
            try store.waterings.forEach { try row(ExportValue.history($0)) }
        }
    }

    /// One plant as a JSON object with its id first, then the export's fields, then the stored
    /// photo's size (`photo_width`, `photo_height`, `photo_bytes`; null without one): what the CLI
    /// prints for a plant with `--json`. `position` is its favorite index (nil: not a favorite).
    public static func json(_ plant: Plant, position: Int?) -> JSONValue {
        let members = zip(ExportColumns.plantJSON.names, jsonRow(plant, position: position)).map { JSONMember($0, $1.json) }
        return .object([JSONMember("id", .number(plant.id))] + members)
    }

    /// Writes `plant` as ``json(_:position:)`` renders it with `pretty` separators, on one line.
    public static func writeJSON(_ plant: Plant, position: Int?, pretty: Bool, to output: OutputBuffer) throws {
        try writeObject(jsonRow(plant, position: position), columns: .plantJSON, id: plant.id, pretty: pretty, to: output)
    }

    /// Writes `due`'s plant as ``writeJSON(_:position:pretty:to:)`` does, followed by `due` (the day
    /// it was due) and `days_overdue` (both null when it never was watered): what the CLI prints for
    /// each plant that needs water with `--json`.
    public static func writeJSON(_ due: DueWatering, position: Int?, pretty: Bool, to output: OutputBuffer) throws {
        let watering: [ExportValue] = [due.due.map(ExportValue.date) ?? .absent, due.daysOverdue.map { .number(String($0)) } ?? .absent]
        try writeObject(jsonRow(due.plant, position: position) + watering, columns: .dueJSON, id: due.plant.id, pretty: pretty, to: output)
    }

    /// Writes `plant` as ``writeJSON(_:position:pretty:to:)`` does, followed by `due` (the day its
    /// next watering is due, null when it never was watered) and `needs_water` on `day`, both by
    /// ``WateringDue``: what the CLI prints for each plant of a listing with `--json`.
    public static func writeJSON(_ plant: Plant, position: Int?, on day: CalendarDate, pretty: Bool, to output: OutputBuffer) throws {
        let rule = plant.wateringDue
        let watering: [ExportValue] = [rule.due.map(ExportValue.date) ?? .absent, .boolean(rule.needsWater(on: day))]
        try writeObject(jsonRow(plant, position: position) + watering, columns: .listingJSON, id: plant.id, pretty: pretty, to: output)
    }

    /// The values of ``json(_:position:)`` after the id: the export's (the `photo` column true when
    /// the plant has a photo, else null),
    /// then the stored photo's width, height and bytes.
    private static func jsonRow(_ plant: Plant, position: Int?) -> [ExportValue] {
        let size = [plant.photo?.width, plant.photo?.height, plant.photo?.bytes.count]
        var row = ExportValue.row(plant, fields: PlantField.delimitedFields, photoPath: nil, position: position)
        if plant.photo != nil, let photo = PlantField.delimitedFields.firstIndex(of: .photo) { row[photo] = .boolean(true) }
        return row + size.map { $0.map { .number(String($0)) } ?? .absent }
    }
}

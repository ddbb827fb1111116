/// The columns of an export, and their JSON keys as written: `"key":`, and with pretty separators
/// `"key": ` (the names are plain ASCII, written without escapes).
public struct ExportColumns: Sendable {
    public let names: [String]
    let keys: [[UInt8]]
    let prettyKeys: [[UInt8]]

    /// Columns of these names: plain ASCII (the header of CSV and TSV, the keys of JSON).
    public init(_ names: [String]) {
        self.names = names
        keys = names.map { Array("\"\($0)\":".utf8) }
        prettyKeys = keys.map { $0 + [0x20] }
    }

    /// The fields of a plant export in `format`: every field the format holds (``PlantField/delimitedFields``
    /// for CSV and TSV, the `waterings` too for JSON and NDJSON), and `photo` only when the export
    /// carries the photos: without them, an import of the file leaves the catalog's photos as they are.
    static func plantFields(_ format: PlantFileFormat, photos: Bool) -> [PlantField] {
        plantFields(waterings: !(format == .csv || format == .tsv), photos: photos)
    }

    /// The fields of a plant export: ``PlantField/delimitedFields``, with the `waterings` when
    /// asked, and `photo` only with `photos`.
    static func plantFields(waterings: Bool, photos: Bool) -> [PlantField] {
        let fields = waterings ? PlantField.allCases : PlantField.delimitedFields
        return photos ? fields : fields.filter { $0 != .photo }
    }

    /// A plant's JSON keys after its id: the plant fields of CSV and TSV, and the stored photo's size.
    static let plantJSON = ExportColumns(PlantField.delimitedFields.map(\.rawValue) + ["photo_width", "photo_height", "photo_bytes"])
    /// The JSON keys of a plant that needs water after its id: ``plantJSON``'s, the day it was due
    /// and the days overdue.
    static let dueJSON = ExportColumns(plantJSON.names + ["due", "days_overdue"])
    /// The JSON keys of a plant of a listing after its id: ``plantJSON``'s, the day its next
    /// watering is due and whether it needs water on the listing's day.
    static let listingJSON = ExportColumns(plantJSON.names + ["due", "needs_water"])
    /// The watering history's columns.
    static let history = ExportColumns(HistoryField.allCases.map(\.rawValue))
}

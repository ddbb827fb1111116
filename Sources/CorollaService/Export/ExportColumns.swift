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

    /// The plants' columns (``PlantField``).
    static let plant = ExportColumns(PlantField.allCases.map(\.rawValue))
    /// A plant's JSON keys after its id: the plants' columns and the stored photo's size.
    static let plantJSON = ExportColumns(PlantField.allCases.map(\.rawValue) + ["photo_width", "photo_height", "photo_bytes"])
    /// The JSON keys of a plant that needs water after its id: ``plantJSON``'s, the day it was due
    /// and the days overdue.
    static let dueJSON = ExportColumns(plantJSON.names + ["due", "days_overdue"])
    /// The watering history's columns.
    static let history = ExportColumns(["key", "name", "watered_on"])
}

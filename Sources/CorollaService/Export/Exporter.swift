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
///
/// Rows are written as they are read (``export(as:to:)``): memory does not grow with the catalog.
public struct Exporter {
    public let store: CatalogStore

    public init(store: CatalogStore) {
        self.store = store
    }

    /// The catalog as text in `format`: ``export(as:to:)`` gathered into one string.
    ///
    /// - Throws: a `DatabaseError` or `StoreError` when the catalog cannot be read.
    /// - Complexity: O(n log n) for n plants.
    public func export(as format: PlantFileFormat) throws -> String {
        try OutputBuffer.collecting { try export(as: format, to: $0) }
    }

    /// Writes the catalog in `format` to `output`, each plant as its row is read (one read
    /// transaction: one consistent snapshot). Call `output.finish()` afterwards.
    ///
    /// - Throws: a `DatabaseError` or `StoreError` when the catalog cannot be read (after the rows
    ///   before the bad one were written); what `output` throws.
    /// - Complexity: O(n log n) for n plants; memory O(1) in n.
    public func export(as format: PlantFileFormat, to output: OutputBuffer) throws {
        let names = PlantField.allCases.map { ExportValue.text($0.rawValue) }
        switch format {
        case .csv: try Self.writeLine(names, to: output, separator: ",", end: "\r\n") { try $0.writeCSV(to: output) }
        case .tsv: try Self.writeLine(names, to: output, separator: "\t", end: "\n") { try $0.writeTSV(to: output) }
        case .json, .ndjson: break
        }
        var count = 0
        try store.plants.forEach { plant, position in
            let row = ExportValue.row(plant, position: position)
            switch format {
            case .csv: try Self.writeLine(row, to: output, separator: ",", end: "\r\n") { try $0.writeCSV(to: output) }
            case .tsv: try Self.writeLine(row, to: output, separator: "\t", end: "\n") { try $0.writeTSV(to: output) }
            case .json:
                try output.append(constant: count == 0 ? "[\n" : ",\n")
                try Self.writeObject(row, to: output)
            case .ndjson:
                try Self.writeObject(row, to: output)
                try output.append(byte: 0x0A)
            }
            count += 1
        }
        if format == .json { try output.append(count == 0 ? "[]\n" : "\n]\n") }
    }

    private static func writeLine(
        _ values: [ExportValue], to output: OutputBuffer, separator: StaticString, end: StaticString, _ write: (ExportValue) throws -> Void
    ) throws {
        for (index, value) in values.enumerated() {
            if index > 0 { try output.append(constant: separator) }
            try write(value)
        }
        try output.append(constant: end)
    }

    /// The JSON keys of the export, quoted and followed by a colon: `"key":`, `"name":`, …; and
    /// with `pretty` separators, `"key": `.
    private static let keys = PlantField.allCases.map { Array("\"\($0.rawValue)\":".utf8) }
    private static let prettyKeys = keys.map { $0 + [0x20] }

    /// Writes one plant's values as a one-line JSON object, compact or with `pretty` separators
    /// (`", "` and `": "`), after `id` when given: what ``json(_:position:)`` renders.
    static func writeObject(_ row: [ExportValue], id: Int64? = nil, pretty: Bool = false, to output: OutputBuffer) throws {
        let separator: StaticString = pretty ? ", " : ","
        try output.append(byte: UInt8(ascii: "{"))
        if let id {
            try output.append(constant: pretty ? "\"id\": " : "\"id\":")
            try output.appendInteger(id)
            try output.append(constant: separator)
        }
        let keys = pretty ? prettyKeys : keys
        for (index, value) in row.enumerated() {
            if index > 0 { try output.append(constant: separator) }
            try keys[index].withUnsafeBufferPointer { try output.append(bytes: $0) }
            try value.writeJSON(to: output)
        }
        try output.append(byte: UInt8(ascii: "}"))
    }

    /// One plant as a JSON object with its id first, then the export's fields: what the CLI
    /// prints for a plant with `--json`. `position` is its favorite index (nil: not a favorite).
    public static func json(_ plant: Plant, position: Int?) -> JSONValue {
        let members = zip(PlantField.allCases, ExportValue.row(plant, position: position)).map { JSONMember($0.rawValue, $1.json) }
        return .object([JSONMember("id", .number(plant.id))] + members)
    }

    /// Writes `plant` as ``json(_:position:)`` renders it with `pretty` separators, on one line.
    public static func writeJSON(_ plant: Plant, position: Int?, pretty: Bool, to output: OutputBuffer) throws {
        try writeObject(ExportValue.row(plant, position: position), id: plant.id, pretty: pretty, to: output)
    }
}

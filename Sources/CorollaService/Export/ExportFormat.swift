import CorollaFormats

/// The formats `corolla export` writes: the text formats of ``PlantFileFormat``, which import
/// reads, and `xlsx`, an Excel workbook (``Exporter/exportWorkbook(to:photos:)``).
public enum ExportFormat: String, CaseIterable, Hashable, Sendable {
    case csv, tsv, json, ndjson, xlsx

    /// The text format it is, or nil for a workbook.
    public var text: PlantFileFormat? {
        switch self {
        case .csv: .csv
        case .tsv: .tsv
        case .json: .json
        case .ndjson: .ndjson
        case .xlsx: nil
        }
    }

    /// Whether it is binary data, which a terminal cannot show.
    public var isBinary: Bool { text == nil }

    /// The format a file name's extension names: a text format as ``PlantFileFormat/init(path:)``
    /// reads the extension, else `.xlsx` (in any case); nil for another.
    public init?(path: String) {
        if let text = PlantFileFormat(path: path) {
            self.init(rawValue: text.rawValue)
            return
        }
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }
}

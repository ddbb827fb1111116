import CorollaService

/// How a listing (`plants list`, `favorites list`, `today`) prints its rows: an aligned table
/// for people, CSV or TSV of the table's columns, or the JSON array of `--json`.
enum ListingFormat: String, ChoiceArgument {
    case table, csv, tsv, json

    /// The export format writing CSV and TSV; nil for the table and JSON.
    var delimited: PlantFileFormat? {
        switch self {
        case .csv: .csv
        case .tsv: .tsv
        case .table, .json: nil
        }
    }
}

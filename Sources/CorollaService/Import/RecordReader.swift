/// Reads the records of an import file in any `PlantFileFormat`, each with its line and index.
public enum RecordReader {
    /// The header (CSV, TSV) and records of `data`.
    ///
    /// - Parameters:
    ///   - file: the name to put in errors, as the user wrote it (`-` for standard input).
    /// - Throws: `ImportError` for a file that is not UTF-8 text (with a hint to convert it), is
    ///   empty, has no record, or breaks its format's syntax.
    /// - Complexity: O(n) for n bytes.
    public static func read(_ data: some Collection<UInt8>, format: PlantFileFormat, file: String) throws -> RawTable {
        let source = try SourceText(file: file, data: data)
        switch format {
        case .csv:
            let (header, sink) = try CSVReader.read(source, sink: TableSink())
            return RawTable(header: header, records: sink.records)
        case .tsv:
            let (header, sink) = try TSVReader.read(source, sink: TableSink())
            return RawTable(header: header, records: sink.records)
        case .json: return try JSONRecordReader.readArray(source)
        case .ndjson: return try JSONRecordReader.readLines(source)
        }
    }
}

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
        var stream = RawRecordStream(input: BytesInput(data), format: format, file: file)
        var records: [RawRecord] = []
        while let record = try stream.next() {
            records.append(record)
        }
        return RawTable(header: stream.header, records: records)
    }
}

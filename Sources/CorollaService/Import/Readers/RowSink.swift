/// Where a CSV or TSV reader puts the rows it reads: the header once, then each record in file order.
///
/// A sink may keep the records (`TableSink`) or decode each as it comes (`RecordCollector`), so
/// that a whole file of raw records never has to be held.
protocol RowSink {
    /// Takes the file's header (called once, before any record).
    mutating func header(_ header: RawHeader)
    /// Takes the next record; it has as many values as the header has columns.
    mutating func record(_ record: RawRecord)
}

/// Keeps the raw records, for `RecordReader`.
struct TableSink: RowSink {
    private(set) var records: [RawRecord] = []

    mutating func header(_ header: RawHeader) {}

    mutating func record(_ record: RawRecord) {
        records.append(record)
    }
}

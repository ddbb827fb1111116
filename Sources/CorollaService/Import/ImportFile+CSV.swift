import Dispatch

extension ImportFile {
    /// CSV files at least this large are decoded in two halves at once; smaller ones are not worth a thread.
    static let parallelThreshold = 1 << 20

    /// The records of a CSV file, decoded as they are read.
    ///
    /// A file of at least `threshold` bytes is split at the first line start after its middle that is
    /// outside any quoted field (by the parity of the quotes before it), and the two halves are read
    /// and decoded at once, the second on another thread. The result is the sequential one: the same
    /// records, and the same first error, in the order a sequential read reports them (the first
    /// syntax error in the file, then a file without records, then the first bad header or record).
    /// When the first half does not end exactly where the second starts (only a malformed first half,
    /// whose own error then comes first), its error or a sequential read decides.
    ///
    /// - Throws: `ImportError` for the first problem.
    /// - Complexity: O(n) for n bytes; about half of it on each of two threads for a large file.
    static func csvRecords(_ source: SourceText, parallelFrom threshold: Int) throws -> [PlantRecord] {
        let bytes = source.bytes
        guard bytes.count >= threshold, let split = CSVSplit(bytes) else { return try sequentialCSV(source) }
        var first = CSVReader(source: source, sink: RecordCollector(file: source.file, capacity: split.firstLines), end: split.offset)
        try first.readRows(limit: 1)
        guard let header = first.table.header, let fields = first.table.sink.fields, first.position <= split.offset else {
            return try sequentialCSV(source)
        }
        let second = CSVPartResult()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            var reader = CSVReader(
                source: source, sink: RecordCollector(file: source.file, fields: fields, capacity: split.secondLines + 1),
                header: header, start: split.offset, line: split.line)
            do {
                try reader.readRows()
            } catch {
                second.readError = error
            }
            second.recordCount = reader.table.recordCount
            second.decodeError = reader.table.sink.firstError
            second.records = reader.table.sink.takeRecords()
        }
        do {
            try first.readRows()
        } catch {
            group.wait()
            throw error
        }
        group.wait()
        guard first.position == split.offset else { return try sequentialCSV(source) }
        let offset = first.table.recordCount
        if let error = second.readError { throw renumbered(error, by: offset) }
        _ = try DelimitedTableBuilder<RecordCollector>.finish(header: header, records: offset + second.recordCount, in: source)
        if let error = first.table.sink.firstError { throw error }
        if let error = second.decodeError { throw renumbered(error, by: offset) }
        var records = first.table.sink.takeRecords()
        let start = records.count
        records.append(contentsOf: second.records)
        for index in start..<records.count {
            records[index].index += offset
        }
        return records
    }

    /// The records of a CSV file read from start to end on this thread.
    ///
    /// - Complexity: O(n) for n bytes.
    private static func sequentialCSV(_ source: SourceText) throws -> [PlantRecord] {
        try CSVReader.read(source, sink: RecordCollector(file: source.file)).sink.decoded()
    }

    /// `error` with its record index moved past `offset` records (the second half's records are
    /// numbered from 1).
    private static func renumbered(_ error: any Error, by offset: Int) -> any Error {
        guard var error = error as? ImportError, let record = error.record else { return error }
        error.record = record + offset
        return error
    }
}

/// What the thread reading a CSV file's second half found.
private final class CSVPartResult: @unchecked Sendable {
    // Written by that thread only, and read only after waiting for it.
    var records: [PlantRecord] = []
    var recordCount = 0
    var readError: (any Error)?
    var decodeError: (any Error)?
}

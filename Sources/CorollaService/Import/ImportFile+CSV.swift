import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

/// Where to split a CSV file in two: the first line start after its middle outside quoted fields.
struct CSVSplit {
    /// The offset of the first byte of the second half: just after a line feed.
    let offset: Int
    /// The line the second half starts on.
    let line: Int
    /// How many line feeds each half holds (at least as many as its records).
    let firstLines: Int
    let secondLines: Int

    /// The split of `bytes`, or nil when no line starts after the middle outside quotes.
    ///
    /// A quote opens or closes a quoted field, or is one of a doubled pair inside one, so an even
    /// count of quotes before a line feed puts it outside quotes in a well-formed file; in a
    /// malformed one, the first half's reader finds the fault before the split.
    ///
    /// - Complexity: O(n) for n bytes.
    init?(_ bytes: [UInt8]) {
        let quote = UInt8(ascii: "\""), lf: UInt8 = 0x0A
        let found: (offset: Int, quotes: Int, lines: Int)? = bytes.withUnsafeBufferPointer { buffer in
            let middle = buffer.count / 2
            var (quotes, lines) = Self.counts(of: quote, lf, in: UnsafeBufferPointer(rebasing: buffer[..<middle]))
            var index = middle
            while index < buffer.count {
                let byte = buffer[index]
                index += 1
                if byte == quote {
                    quotes += 1
                } else if byte == lf {
                    lines += 1
                    if quotes % 2 == 0 { return (index, quotes, lines) }
                }
            }
            return nil
        }
        guard let found, found.offset < bytes.count else { return nil }
        offset = found.offset
        line = found.lines + 1
        firstLines = found.lines
        secondLines = bytes.withUnsafeBufferPointer { Self.counts(of: lf, lf, in: UnsafeBufferPointer(rebasing: $0[found.offset...])).0 }
    }

    /// How many bytes of `buffer` are `first`, and how many are `second`.
    ///
    /// By `memchr` (a byte-by-byte loop took 8 ms for half of a 17 MB file, before either half
    /// could start; `memchr` takes 1.5 ms).
    ///
    /// - Complexity: O(n) for n bytes.
    static func counts(of first: UInt8, _ second: UInt8, in buffer: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
        (count(of: first, in: buffer), count(of: second, in: buffer))
    }

    private static func count(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var count = 0
        var position = UnsafeRawPointer(base)
        let end = position + buffer.count
        while position < end, let found = memchr(position, Int32(byte), end - position) {
            count += 1
            position = UnsafeRawPointer(found) + 1
        }
        return count
    }
}

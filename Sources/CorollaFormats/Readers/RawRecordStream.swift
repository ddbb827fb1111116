/// The raw records of an import's input in file order, read a block at a time (``InputChunker``),
/// or a workbook's sheet a row at a time (``SheetStream``): the readers of every format behind one
/// interface.
public struct RawRecordStream {
    /// The input's format.
    public let format: PlantFileFormat
    private var chunker: InputChunker
    /// The input, decoded into UTF-8.
    private let decoding: DecodingInput
    /// What the user said of the file's dialect.
    private let choice: DialectChoice
    /// CSV: the delimiter, once the first block was read (or as given).
    private var delimiter: Delimiter?
    /// CSV and TSV: the rows read before the current block.
    private var table: DelimitedTableBuilder?
    /// The reader of the current block.
    private var cursor: Cursor?
    /// A workbook's input, until its sheet is opened (by the first `next()`).
    private var workbookInput: (any ImportInput)?
    /// A workbook's sheet, once opened.
    private var sheet: SheetStream?
    /// The problems of a sheet's records that were left out, since they were last taken
    /// (``takeRecordProblems()``): a cell that holds an error, a value under no header.
    private var recordProblems: [ImportError] = []
    /// Whether a sheet's record with a problem is left out, its problem kept for
    /// ``takeRecordProblems()``, and the stream goes on; false: the problem is thrown.
    public let collectsRecordProblems: Bool
    /// How many records were read in all.
    public private(set) var count = 0
    private var finished = false

    /// A reader of one block, in the input's format.
    private enum Cursor {
        case csv(CSVReader)
        case tsv(TSVReader.Cursor)
        case json(JSONRecordReader.ElementCursor)
        case ndjson(JSONRecordReader.LineCursor)
        /// Nothing: what the cursor holds while its reader is taken out (so that the reader's
        /// buffers are not shared, and not copied when it writes them).
        case taken

        /// The rows read so far, once the block is read (CSV, TSV).
        var table: DelimitedTableBuilder? {
            switch self {
            case .csv(let reader): reader.table
            case .tsv(let reader): reader.table
            case .json, .ndjson, .taken: nil
            }
        }

        mutating func next(index: Int) throws -> RawRecord? {
            let current = self
            self = .taken
            switch consume current {
            case .csv(var reader):
                defer { self = .csv(reader) }
                return try reader.next()
            case .tsv(var reader):
                defer { self = .tsv(reader) }
                return try reader.next()
            case .json(var reader):
                defer { self = .json(reader) }
                return try reader.next(index: index)
            case .ndjson(var reader):
                defer { self = .ndjson(reader) }
                return try reader.next(index: index)
            case .taken: return nil
            }
        }
    }

    /// A stream of the raw records of `input`, read and cut in `sizes`.
    ///
    /// - Parameters:
    ///   - file: the name to put in errors, as the user wrote it (`-` for standard input).
    ///   - dialect: the delimiter (CSV) and encoding the user gave; the others are found in the input.
    ///   - collectingRecordProblems: goes on past a sheet's record with a problem (``collectsRecordProblems``).
    public init(
        input: any ImportInput, format: PlantFileFormat, file: String, sizes: InputChunker.Sizes = .init(), dialect: DialectChoice = .init(),
        collectingRecordProblems: Bool = false
    ) {
        self.format = format
        collectsRecordProblems = collectingRecordProblems
        choice = dialect
        workbookInput = format.isWorkbook ? input : nil
        delimiter = format == .csv ? dialect.delimiter : nil
        decoding = DecodingInput(input, encoding: dialect.encoding, file: file)
        let kind: RecordBoundary.Kind = switch format {
        case .csv: .csv
        case .tsv, .ndjson, .xlsx, .ods: .lines
        case .json: .jsonArray
        }
        chunker = InputChunker(input: decoding, kind: kind, file: file, sizes: sizes)
        switch format {
        case .csv: table = CSVReader.table(file: file, delimiter: dialect.delimiter ?? .comma)
        case .tsv: table = TSVReader.table(file: file)
        case .json, .ndjson, .xlsx, .ods: table = nil
        }
    }

    /// The file as the user named it, for messages.
    public var file: String { chunker.file }

    /// CSV, TSV and a workbook's sheet: the header, once it was read.
    public var header: RawHeader? { sheet?.table.header ?? cursor?.table?.header ?? table?.header }

    /// A workbook's sheet, once opened: its name, and the letters of the header's columns.
    public var sheetColumns: (name: String, letters: [String])? { sheet.map { ($0.name, $0.table.columnLetters) } }

    /// The problems of a sheet's records left out since the last call (a cell holding `#N/A`):
    /// each the problem of one record, which the stream went on past.
    public mutating func takeRecordProblems() -> [ImportError] {
        defer { recordProblems = [] }
        return recordProblems
    }

    /// CSV and TSV: reads the header and the first record (which the next `next()` hands out).
    ///
    /// - Throws: as `next()`.
    public mutating func start() throws {
        guard table != nil || workbookInput != nil, cursor == nil, !finished, peeked == nil else { return }
        peeked = try next()
    }

    /// The record `start()` read.
    private var peeked: RawRecord?

    /// The next record, or nil after the last one.
    ///
    /// - Throws: `ImportError` for the first problem with the input's encoding or syntax, or for an
    ///   input without records; whatever the input throws when it cannot be read.
    /// - Complexity: O(k) for the k bytes read for it.
    public mutating func next() throws -> RawRecord? {
        if let record = peeked {
            peeked = nil
            return record
        }
        if format.isWorkbook { return try nextInSheet() }
        while !finished {
            if let record = try cursor?.next(index: count + 1) {
                count += 1
                return record
            }
            if let done = cursor?.table { table = done }
            cursor = nil
            chunker.recordsBefore = count
            guard let block = try chunker.next() else {
                finished = true
                try finish()
                return nil
            }
            open(block)
        }
        return nil
    }

    /// The next record of the sheet (opened first), going past the records with a problem.
    private mutating func nextInSheet() throws -> RawRecord? {
        guard !finished else { return nil }
        if sheet == nil, let input = workbookInput {
            workbookInput = nil
            finished = true
            sheet = try SheetStream(input: input, format: format, file: file, sheet: choice.sheet)
            finished = false
        }
        guard let sheet else { return nil }
        while true {
            do {
                guard let record = try sheet.next() else {
                    finished = true
                    return nil
                }
                count += 1
                return record
            } catch let error as ImportError where error.record != nil && collectsRecordProblems {
                count += 1
                recordProblems.append(error)
            } catch {
                finished = true
                throw error
            }
        }
    }

    /// How the input is written: what the user said, else what was found in its first block.
    public var dialect: Dialect {
        if format.isWorkbook {
            return Dialect(delimiter: nil, sniffed: false, decimalComma: choice.decimalComma, encoding: .utf8, sheet: sheet?.name ?? choice.sheet)
        }
        return Dialect(
            delimiter: format == .csv ? delimiter ?? .comma : nil, sniffed: choice.delimiter == nil,
            decimalComma: choice.decimalComma || delimiter == .semicolon, encoding: decoding.encoding ?? choice.encoding ?? .utf8)
    }

    /// Starts reading `block`; the first block of a CSV input tells its delimiter, unless given.
    private mutating func open(_ block: InputBlock) {
        if format == .csv, delimiter == nil {
            let sniffed = Delimiter.sniffed(block.text.bytes[...])
            delimiter = sniffed
            table = CSVReader.table(file: file, delimiter: sniffed)
        }
        cursor = switch format {
        case .csv:
            .csv(CSVReader(block: block.text, table: table ?? CSVReader.table(file: file, delimiter: .comma), delimiter: delimiter ?? .comma))
        case .tsv: .tsv(TSVReader.Cursor(block: block.text, table: table ?? TSVReader.table(file: file)))
        case .json: .json(JSONRecordReader.ElementCursor(block: block))
        case .ndjson: .ndjson(JSONRecordReader.LineCursor(text: block.text))
        // A workbook is read by its sheet (`nextInSheet()`), never in blocks.
        case .xlsx, .ods: .taken
        }
    }

    /// Checks the end of the input: it held a record.
    private func finish() throws {
        if let table {
            guard chunker.sawText else { throw ImportError(file: file, line: 1, reason: "the file is empty") }
            try table.finish()
        } else if count == 0 {
            throw ImportError(file: file, line: 1, reason: "the file is empty")
        }
    }
}

import CorollaModel

/// The plant records of an import's input, decoded and checked one by one as the input is read.
///
/// Holds one block of the input and its records at a time, whatever the input's size. A CSV or
/// TSV header is checked as soon as the first block is read (`start()`), before the rest of the
/// input is read. A record with bad values is noted in ``problems`` and left out, and the stream
/// goes on to the next, so that one pass finds every bad record; a problem no later record can be
/// read past (the input's encoding or syntax, the header) is thrown. A CSV or TSV row whose every
/// cell is empty (what a spreadsheet leaves under its data) is left out and counted in
/// ``emptyRows``, and so is a totals row (``TotalsRow``, in ``totalsRows``) unless kept. A CSV
/// file's delimiter, its decimal commas and its encoding are the ``dialect``. Dates two orders read
/// are read in the order the column's other dates show (``dateEvidence``: the dates read so far,
/// or the whole input's, read by a ``firstPass`` when a date two orders read comes before any
/// date that decides). Records are checked one by one here; that no key (or name without a key) repeats
/// is checked by the importer against what it wrote, or by ``ImportFile`` for a whole file in memory.
public struct RecordStream {
    private var raw: RawRecordStream
    private var decoder: RecordDecoder
    /// Whether the decoder reads numbers as the dialect found in the first block says.
    private var dialectRead = false
    /// Whether totals rows are read as plants.
    private let keepingTotals: Bool
    /// CSV and TSV: the header's fields, once checked (nil for an ignored column).
    private var fields: [PlantField?]?
    /// JSON: the last record's field names and their fields.
    private var lastFields: ([String], [PlantField?])?
    /// Whether a field no ``PlantField`` has is skipped rather than refused.
    private let ignoringUnknownFields: Bool
    /// The fields `--map` gives names.
    private let columnMap: ColumnMap
    /// The unknown field names skipped so far, each once, in the order first seen (JSON: the
    /// union over the records read).
    public private(set) var ignoredFields: [String] = []
    /// The names read as a field they are not spelt as (`Plant Name` as `name`), each once, in
    /// the order first seen.
    public private(set) var matchedFields: [ColumnMatch] = []
    /// The CSV and TSV rows left out because every cell is empty.
    public private(set) var emptyRows = 0
    /// The CSV and TSV totals rows left out (``TotalsRow``).
    public private(set) var totalsRows = 0
    /// The order of each date field's dates, from the dates that only one order reads: those read
    /// so far, or the whole input's once the ``firstPass`` read it.
    public private(set) var dateEvidence = DateEvidence()
    /// A stream of the same input from its start (an input that can be read twice: a file, bytes
    /// in memory), read for the whole input's ``dateEvidence`` when a date two orders read comes
    /// before any date of its column that decides, and only then; without it (standard input),
    /// such a date is refused.
    public var firstPass: (() throws -> RecordStream)?
    /// The last fields a record had, and the indices of their date fields.
    private var dateColumns: (fields: [PlantField?], columns: [Int]) = ([], [])
    /// The bad records read so far: each left out, with its problems.
    public private(set) var problems = ImportErrors()
    /// The keys (names, for records without one) of the bad records left out, so that a record
    /// repeating one is reported with them (the importer finds repeats among the good ones); and
    /// of every record once ``remainingProblems()`` reads the rest. At most ``leftOutLimit`` bad ones.
    private var repeats = RecordRepeats()
    /// Whether the good records are noted in ``repeats`` too.
    private var notingEveryRecord = false
    /// How many bad records' keys are kept for finding repeats.
    static let leftOutLimit = 100_000

    /// A stream of the records of `input`, in `format`.
    ///
    /// - Parameters:
    ///   - file: the name to put in errors (`-` for standard input).
    ///   - sizes: how the input is read and cut (tests cut small files into many blocks).
    ///   - ignoringUnknownFields: skips the columns (JSON keys) no plant field has instead of
    ///     refusing the file; ``ignoredFields`` lists them.
    ///   - columnMap: the fields headers no field accepts by themselves are read as.
    ///   - dateFormat: how the file writes dates besides `YYYY-MM-DD`.
    ///   - dialect: the delimiter, decimal commas and encoding the user gave (the others are found).
    ///   - keepingTotals: reads totals rows as plants.
    public init(
        input: any ImportInput, format: PlantFileFormat, file: String, sizes: InputChunker.Sizes = .init(), ignoringUnknownFields: Bool = false,
        columnMap: ColumnMap = ColumnMap(), dateFormat: ImportDateFormat? = nil, dialect: DialectChoice = .init(), keepingTotals: Bool = false
    ) {
        raw = RawRecordStream(input: input, format: format, file: file, sizes: sizes, dialect: dialect, collectingRecordProblems: true)
        decoder = RecordDecoder(file: file, dateFormat: dateFormat)
        self.keepingTotals = keepingTotals
        self.ignoringUnknownFields = ignoringUnknownFields
        self.columnMap = columnMap
    }

    /// The file as the user named it, for messages.
    public var file: String { raw.file }

    /// How the input is written (its delimiter once its first block was read).
    public var dialect: Dialect { raw.dialect }

    /// What the stream found besides its good records, so far.
    package var findings: Findings {
        Findings(
            ignoredFields: ignoredFields, matchedFields: matchedFields, emptyRows: emptyRows, totalsRows: totalsRows, problems: problems,
            dialect: dialect, dateDecisions: dateEvidence.used, sheet: sheetPlace)
    }

    /// What a stream found besides its good records: ``ignoredFields``, ``matchedFields``,
    /// ``emptyRows``, ``totalsRows``, ``problems``, the ``dialect`` and the dates' evidence.
    package struct Findings {
        package var ignoredFields: [String] = []
        package var matchedFields: [ColumnMatch] = []
        package var emptyRows = 0
        package var totalsRows = 0
        package var problems = ImportErrors()
        package var dialect: Dialect?
        package var dateDecisions: [DateEvidence.Decision] = []
        /// A workbook's sheet: what places the importer's errors in it.
        package var sheet: SheetPlace?

        package init(
            ignoredFields: [String] = [], matchedFields: [ColumnMatch] = [], emptyRows: Int = 0, totalsRows: Int = 0,
            problems: ImportErrors = ImportErrors(), dialect: Dialect? = nil, dateDecisions: [DateEvidence.Decision] = [],
            sheet: SheetPlace? = nil
        ) {
            (self.ignoredFields, self.matchedFields, self.emptyRows, self.totalsRows, self.problems) =
                (ignoredFields, matchedFields, emptyRows, totalsRows, problems)
            (self.dialect, self.dateDecisions, self.sheet) = (dialect, dateDecisions, sheet)
        }
    }

    /// The records `start()` read ahead, handed out first.
    private var ahead: [PlantRecord] = []
    private var aheadIndex = 0

    /// Checks the CSV or TSV header as soon as it is read, then reads the first batch of records
    /// (``ImportLimits/isBatchFull(count:bytes:)``) and checks them (their repeats are the importer's
    /// to find, with the rest).
    ///
    /// - Throws: `ImportError` for a bad header, or a problem of the input no record can be read
    ///   past (its encoding or syntax).
    /// - Complexity: O(k) for the k bytes of those records.
    public mutating func start() throws {
        try locating { try $0.raw.start() }
        try locating { try $0.checkHeader() }
        var records: [PlantRecord] = []
        var bytes = 0
        while !ImportLimits.isBatchFull(count: records.count, bytes: bytes), let record = try locating({ try $0.decodeNext() }) {
            records.append(record)
            bytes += record.textBytes
        }
        ahead = records
        aheadIndex = 0
    }

    /// The next good record, decoded and checked, or nil after the last one; the bad records
    /// before it are in ``problems``.
    ///
    /// - Throws: `ImportError` for a problem no later record can be read past: the input's
    ///   encoding or syntax, an unknown or missing field in the header, a record over ``ImportLimits``.
    /// - Complexity: O(k) for the k bytes read for it.
    public mutating func next() throws -> PlantRecord? {
        if aheadIndex < ahead.count {
            defer {
                aheadIndex += 1
                if aheadIndex == ahead.count { ahead = [] }
            }
            return ahead[aheadIndex]
        }
        return try locating { try $0.decodeNext() }
    }

    /// Reads the rest of the input without handing out its records, and returns every problem
    /// found (``problems``, a key or name given twice, and the one the input stopped at): to
    /// report a file that is already known to be bad without opening the catalog.
    ///
    /// - Throws: what reading the input throws besides an `ImportError`.
    /// - Complexity: O(n) for the n bytes left, in the memory of one block and of the keys and
    ///   names of the records.
    public mutating func remainingProblems() throws -> ImportErrors {
        var found = ImportErrors()
        notingEveryRecord = true
        // The records read ahead were decoded (and compared with the bad ones before them) before:
        // their keys are noted here, and compared with each other and the bad ones after them.
        for record in ahead[aheadIndex...] { noteRepeats(of: record, good: true, againstEarlierBad: false) }
        (ahead, aheadIndex) = ([], 0)
        do {
            while try next() != nil {}
        } catch let error as ImportError {
            found.add(located(error))
        }
        found.add(problems)
        return found
    }

    /// The indices of the date fields among `fields` (worked out again only when they change).
    private mutating func columns(of fields: [PlantField?]) -> [Int] {
        if dateColumns.fields != fields { dateColumns = (fields, DateEvidence.dateColumns(of: fields)) }
        return dateColumns.columns
    }

    /// Notes the key (or name) of `record` (a bad one: what its key and name fields hold as text)
    /// and reports a repeat in ``problems``.
    private mutating func noteRepeats(of record: PlantRecord, good: Bool, againstEarlierBad: Bool = true) {
        let noting = notingEveryRecord || (!good && repeats.count < Self.leftOutLimit)
        if let error = repeats.check(record, file: file, noting: noting, bad: !good, againstEarlierBad: againstEarlierBad) { note(error) }
    }

    /// The key and name `raw` holds as text, for a record that is not read whole.
    private func identity(of raw: RawRecord, fields: [PlantField?]) -> PlantRecord {
        var record = PlantRecord(line: raw.line, index: raw.index)
        for (value, field) in zip(raw.values, fields) where field == .key || field == .name {
            let text: String
            switch value {
            case .text(let written), .json(.string(let written)): text = written
            default: continue
            }
            guard let field, !text.trimmingSpaces.isEmpty else { continue }
            record.setValue(.text(text), for: field)
        }
        return record
    }

    private mutating func decodeNext() throws -> PlantRecord? {
        while let record = try nextRaw() {
            try checkHeader()
            if !dialectRead {
                decoder.decimalComma = raw.dialect.decimalComma
                dialectRead = true
            }
            if let fields {
                if record.values.allSatisfy(\.isEmpty) {
                    emptyRows += 1
                    continue
                }
                if !keepingTotals, TotalsRow.matches(record, fields: fields) {
                    totalsRows += 1
                    continue
                }
            }
            do {
                let fields = try fields(of: record)
                if decoder.dateFormat == nil {
                    for error in dateEvidence.note(record, fields: fields, columns: columns(of: fields), file: file) { note(error) }
                    if dateEvidence.isUndecided, let pass = firstPass {
                        firstPass = nil
                        var whole = try pass()
                        dateEvidence = whole.readDateEvidence()
                    }
                }
                do {
                    let decoded = try decoder.decode(record, fields: fields, evidence: dateEvidence)
                    noteRepeats(of: decoded, good: true)
                    return decoded
                } catch let error as ImportErrors {
                    noteRepeats(of: identity(of: record, fields: fields), good: false)
                    throw error
                }
            } catch let error as ImportErrors {
                for one in error.errors { note(one) }
            } catch let error as ImportError where error.record != nil {
                note(error)
            }
        }
        return nil
    }

    /// The fields of `record`'s values: the header's (CSV, TSV), or those its names name (JSON).
    private mutating func fields(of record: RawRecord) throws -> [PlantField?] {
        if let fields { return fields }
        // JSON: most records name the same fields in the same order as the one before.
        if let (names, fields) = lastFields, names == record.names { return fields }
        let named = try fields(named: record.names, line: record.line, record: record.index)
        lastFields = (record.names, named)
        return named
    }

    /// The fields `names` name (``PlantField/fields(named:file:line:record:ignoringUnknown:)``),
    /// noting the unknown ones skipped.
    ///
    /// - Complexity: O(n + u·i) for n names, u unknown ones and i ignored so far.
    private mutating func fields(named names: [String], line: Int, record: Int?) throws -> [PlantField?] {
        let named = try PlantField.fields(
            named: names, file: raw.file, line: line, record: record, map: columnMap, ignoringUnknown: ignoringUnknownFields)
        for (name, field) in zip(names, named) {
            if let field {
                if name != field.rawValue, !matchedFields.contains(where: { $0.header == name }) {
                    matchedFields.append(ColumnMatch(header: name, field: field))
                }
            } else if !ignoredFields.contains(name) {
                ignoredFields.append(name)
            }
        }
        return named
    }

    /// Checks the header once it was read (CSV, TSV): it needs a `name` column, or a `key` column
    /// (a file that updates some fields of plants by key).
    private mutating func checkHeader() throws {
        guard fields == nil, let header = raw.header else { return }
        let checked = try fields(named: header.names, line: header.line, record: nil)
        guard checked.contains(.name) || checked.contains(.key) else {
            throw ImportError(
                file: raw.file, line: header.line, field: PlantField.name.rawValue, reason: "the required column is missing",
                hint: "every plant needs a name: add a name column")
        }
        fields = checked
    }
}

extension RecordStream {
    /// Reads the whole input for the order of its date fields' dates, without decoding its
    /// records: what a stream's ``firstPass`` is read for. A problem of the input ends the pass:
    /// the stream that imports it reports it.
    ///
    /// - Complexity: O(n) for n bytes, in the memory of one block.
    public mutating func readDateEvidence() -> DateEvidence {
        var evidence = DateEvidence()
        do {
            try raw.start()
            try checkHeader()
            while let record = try raw.next() {
                try checkHeader()
                let fields = try fields(of: record)
                _ = evidence.note(record, fields: fields, columns: columns(of: fields), file: file)
            }
        } catch {
            return evidence
        }
        return evidence
    }

    /// How many records `input` holds, read without decoding them (for a progress bar's total).
    ///
    /// - Throws: `ImportError` for the first problem with the input's encoding or syntax.
    /// - Complexity: O(n) for n bytes, in the memory of one block.
    public static func count(input: any ImportInput, format: PlantFileFormat, file: String, dialect: DialectChoice = .init()) throws -> Int {
        var raw = RawRecordStream(input: input, format: format, file: file, dialect: dialect, collectingRecordProblems: true)
        while try raw.next() != nil {}
        return raw.count
    }
}

extension RecordStream {
    /// Notes `error` among the ``problems``, placed in its sheet (``located(_:)``).
    private mutating func note(_ error: ImportError) {
        problems.add(located(error))
    }

    /// The next raw record; the sheet's records left out before it (a cell holding `#N/A`) are
    /// noted among the ``problems``.
    private mutating func nextRaw() throws -> RawRecord? {
        let record = try raw.next()
        for problem in raw.takeRecordProblems() { note(problem) }
        return record
    }

    /// What `body` returns; an `ImportError` it throws is placed in its sheet (``located(_:)``).
    private mutating func locating<T>(_ body: (inout Self) throws -> T) throws -> T {
        do {
            return try body(&self)
        } catch let error as ImportError {
            throw located(error)
        }
    }

    /// `error`, for a workbook's sheet, with the sheet and the cell of its field named
    /// (``SheetPlace/locate(_:)``).
    func located(_ error: ImportError) -> ImportError {
        sheetPlace?.locate(error) ?? error
    }

    /// A workbook's sheet, once its header was read: what places an error in it.
    public var sheetPlace: SheetPlace? {
        guard let (sheet, letters) = raw.sheetColumns, let header = raw.header else { return nil }
        return SheetPlace(file: file, name: sheet, names: header.names, fields: fields ?? [], letters: letters)
    }
}

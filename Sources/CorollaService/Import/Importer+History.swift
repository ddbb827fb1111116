import CorollaJSON
import CorollaStore

extension Importer {
    /// Imports a watering history (``HistoryField``: what `export --history` writes) in `format`:
    /// each record's day is added to the history of the plant with its key, through the store's
    /// watering API, unless the history already holds it. All in one transaction, or nothing; a
    /// dry run rolls it back.
    ///
    /// - Returns: the summary: ``ImportSummary/wateringsAdded`` and
    ///   ``ImportSummary/wateringsRecorded`` (``ImportOptions/ignoreUnknownColumns`` lists the
    ///   skipped fields in ``ImportSummary/ignoredColumns``).
    /// - Throws: ``ImportErrors`` naming the line and field of every bad record (a missing or
    ///   unknown key or field, a day that is not a date; a CSV or TSV header with an unknown field
    ///   is the last), and a problem with the file's encoding or syntax, where reading stops; a
    ///   `DatabaseError` or `StoreError` when the catalog cannot be written. Nothing is written.
    /// - Complexity: O(n + w log p) for n bytes, w waterings and p plants; memory O(1) in w.
    public func importHistory(_ input: any ImportInput, format: PlantFileFormat, file: String) throws -> ImportSummary {
        var raw = RawRecordStream(input: input, format: format, file: file, dialect: options.dialect)
        var reader = HistoryReader(file: file, ignoringUnknown: options.ignoreUnknownColumns)
        do {
            return try store.bulkWrite(boundedMemory: true) { store in
                var summary = ImportSummary()
                var plant: (key: String, id: Int64)?
                var problems = ImportErrors()
                do {
                    while let record = try raw.next() {
                        do {
                            let (key, day, by) = try reader.watering(record)
                            if plant?.key != key {
                                guard let found = try store.plants.plant(key: key) else {
                                    throw ImportError(
                                        file: file, line: record.line, record: record.index, field: HistoryField.key.rawValue,
                                        reason: "no plant has the key '\(key)'", hint: "import the plants first")
                                }
                                plant = (key, found.id)
                            }
                            guard let id = plant?.id else { continue }
                            try summary.mergeWatering(day, by: by, plantID: id, into: store)
                        } catch let error as ImportError {
                            problems.add(error)
                            // A header's unknown field is every record's: said once.
                            if raw.header != nil, reader.refusedNames == record.names { break }
                        }
                    }
                } catch let error as ImportError {
                    problems.add(error)
                }
                guard problems.isEmpty else { throw problems }
                summary.ignoredColumns = reader.ignored
                summary.dryRun = options.dryRun
                if options.dryRun { throw DryRunFinished(summary: summary) }
                return summary
            }
        } catch let finished as DryRunFinished {
            return finished.summary
        }
    }

    /// ``importHistory(_:format:file:)`` of bytes in memory.
    public func importHistory(data: some Collection<UInt8>, format: PlantFileFormat, file: String) throws -> ImportSummary {
        try importHistory(BytesInput(Array(data)), format: format, file: file)
    }
}

extension ImportSummary {
    /// Adds `day`, watered by `by`, to the history of the plant `plantID` through the store's
    /// watering API (which keeps the last watering the latest) unless the history holds it, and
    /// counts it as added or already recorded. A day recorded without who watered (the last
    /// watering a plant file gave) takes `by`; one recorded with someone keeps them.
    ///
    /// - Complexity: O(log w) for w recorded waterings.
    mutating func mergeWatering(_ day: CalendarDate, by: String?, plantID: Int64, into store: CatalogStore) throws {
        if try store.waterings.isRecorded(plantID: plantID, on: day) {
            if let by { try store.waterings.fillWateredBy(by, plantID: plantID, on: day) }
            wateringsRecorded += 1
        } else {
            try store.waterings.water(plantIDs: [plantID], on: day, by: by)
            wateringsAdded += 1
        }
    }
}

/// Reads the records of a watering history: each one's key and day, checked.
private struct HistoryReader {
    let file: String
    let ignoringUnknown: Bool
    /// The unknown field names skipped, each once, in the order first seen.
    private(set) var ignored: [String] = []
    /// The last record's field names and their fields (a CSV or TSV header is every record's).
    private var lastFields: ([String], [HistoryField?])?
    /// The last field names refused for an unknown field.
    private(set) var refusedNames: [String]?

    init(file: String, ignoringUnknown: Bool) {
        self.file = file
        self.ignoringUnknown = ignoringUnknown
    }

    /// The key, the day and who watered (nil: unknown) `record` gives.
    ///
    /// - Throws: `ImportError` for an unknown field (unless ignored), a missing key or day, a day
    ///   that is not a `YYYY-MM-DD` date that exists, a `watered_by` that is not a name
    ///   (``Waterer``).
    mutating func watering(_ record: RawRecord) throws -> (key: String, day: CalendarDate, by: String?) {
        let file = self.file
        func failure(_ field: HistoryField?, _ reason: String, hint: String? = nil) -> ImportError {
            ImportError(file: file, line: record.line, record: record.index, field: field?.rawValue, reason: reason, hint: hint)
        }
        let fields = try self.fields(record, failure: failure)
        var key: String?
        var day: String?
        var by: String?
        for (field, value) in zip(fields, record.values) {
            let text: String?
            switch value {
            case .absent: text = nil
            case .text(let written), .json(.string(let written)): text = written.isEmpty ? nil : written
            case .json(let other):
                guard field != nil, field != .name else { continue }
                throw failure(field, "expected a string, found \(other.kind)")
            }
            switch field {
            case .key?: key = text
            case .wateredOn?: day = text
            case .wateredBy?: by = text
            case .name?, nil: break
            }
        }
        guard let key else { throw failure(.key, "required (the key of the plant that was watered)") }
        guard let day else { throw failure(.wateredOn, "required (the day the plant was watered, YYYY-MM-DD)") }
        guard let date = CalendarDate(iso: String(day.trimmingSpaces)) else {
            throw failure(.wateredOn, "must be a date that exists, as YYYY-MM-DD, got '\(day.prefix(40))'")
        }
        if let by, let problem = Waterer.problem(by) { throw failure(.wateredBy, problem) }
        return (key, date, by)
    }

    /// The fields `record`'s names name; nil for an unknown one, when ignored.
    private mutating func fields(_ record: RawRecord, failure: (HistoryField?, String, String?) -> ImportError) throws -> [HistoryField?] {
        if let (names, fields) = lastFields, names == record.names { return fields }
        let fields = record.names.map(HistoryField.init(fieldName:))
        let unknown = zip(record.names, fields).filter { $0.1 == nil }.map(\.0)
        if !unknown.isEmpty, !ignoringUnknown {
            refusedNames = record.names
            let plantFile = unknown.contains { PlantField(fileName: $0.trimmingSpaces) != nil }
            throw failure(
                nil, "unknown \(unknown.count == 1 ? "field" : "fields") \(unknown.joined(separator: ", "))",
                "a watering history has the fields " + HistoryField.allCases.map(\.rawValue).joined(separator: ", ")
                    + (plantFile ? " (import a plant file without --history)" : ""))
        }
        for name in unknown where !ignored.contains(name) { ignored.append(name) }
        lastFields = (record.names, fields)
        return fields
    }
}

import CorollaStore

/// Imports plant files into a catalog: all of a file in one transaction, or nothing.
///
/// The input is read as a ``RecordStream``: a block at a time, each record decoded and checked as
/// it comes, and written with its batch (``ImportWriter``) inside one write transaction, so the
/// memory an import needs does not grow with the file. A bad record is noted and left out, and the
/// import goes on to the end of the file, so that it reports every bad record (``ImportErrors``);
/// then any problem rolls everything back, so a bad row anywhere leaves the catalog file byte for
/// byte as it was. A dry run does the same work and rolls it back at the end.
public struct Importer {
    let store: CatalogStore
    public var options: ImportOptions
    /// Called as the plants are written, with how many records are done and how many there are
    /// (for a progress bar); it must not use the catalog. Without ``expectedRecords`` for a stream,
    /// it is not called.
    public var progress: ((_ done: Int, _ total: Int) -> Void)?
    /// How many records the stream holds, when the caller counted them (``RecordStream/count(input:format:file:)``).
    public var expectedRecords: Int?
    /// Called with each record's outcome, in file order, as its batch is written (a dry run's
    /// listing): nothing collects them, so an import of any size reports them all in the memory of
    /// one batch. It must not use the catalog; an error it throws ends the import (nothing written).
    public var rows: ((ImportRow) throws -> Void)?

    init(store: CatalogStore, options: ImportOptions = ImportOptions()) {
        self.store = store
        self.options = options
    }

    /// Reads, checks and imports `data`.
    ///
    /// - Parameters:
    ///   - file: the name to put in errors (`-` for standard input).
    /// - Throws: ``ImportErrors`` for bad data, every problem of the file (nothing written); a
    ///   ``ServiceError`` when the catalog cannot be written (nothing written either).
    /// - Complexity: O(n + m log p) for n bytes, m records and p plants.
    public func importData(_ data: some Collection<UInt8>, format: PlantFileFormat, file: String) throws -> ImportSummary {
        let bytes = Array(data)
        var importer = self
        if progress != nil, importer.expectedRecords == nil {
            importer.expectedRecords = try RecordStream.count(input: BytesInput(bytes), format: format, file: file, dialect: options.dialect)
        }
        var stream = RecordStream(input: BytesInput(bytes), format: format, file: file, options: options) { BytesInput(bytes) }
        do {
            try stream.start()
        } catch let error as ImportError {
            throw ImportErrors(error)
        }
        return try importer.importStream(stream)
    }

    /// Imports the records of `stream` as they are read (on another thread, a few batches ahead
    /// of the writes: ``RecordPipeline``). The stream is used up; the summary lists the fields it
    /// ignored (``RecordStream/ignoredFields``) and read under other names, the empty and totals
    /// rows, the file's dialect and the dates that decided the order of its date columns.
    ///
    /// - Throws: as `importData`.
    public func importStream(_ stream: RecordStream) throws -> ImportSummary {
        let pipeline = RecordPipeline(stream)
        defer { pipeline.stop() }
        var summary: ImportSummary
        do {
            summary = try run(file: stream.file, next: { try pipeline.next() }, problems: { pipeline.findings.problems })
        } catch let errors as ImportErrors {
            // The writer's problems (a repeated key, a photo) too are placed in a workbook's sheet.
            throw pipeline.findings.sheet.map(errors.located(in:)) ?? errors
        }
        let findings = pipeline.findings
        (summary.ignoredColumns, summary.matchedColumns, summary.emptyRows) = (findings.ignoredFields, findings.matchedFields, findings.emptyRows)
        (summary.totalsRows, summary.dialect, summary.dateDecisions) = (findings.totalsRows, findings.dialect, findings.dateDecisions)
        return summary
    }

    /// Imports a file already read and checked.
    ///
    /// - Throws: as `importData`.
    public func apply(_ file: ImportFile) throws -> ImportSummary {
        var importer = self
        importer.expectedRecords = file.records.count
        var next = file.records.makeIterator()
        return try importer.run(file: file.file, next: { next.next() }, problems: { ImportErrors() })
    }

    /// Thrown at the end of a dry run so that the write rolls back; carries the summary out.
    struct DryRunFinished: Error {
        var summary: ImportSummary
    }

    /// Writes the records `next` gives, in one bounded-memory bulk write; once `next` gave nil (or
    /// threw an `ImportError` no later record can be read past), rolls it back if `problems` (the
    /// bad records left out), the writer or the error found any.
    private func run(file: String, next: () throws -> PlantRecord?, problems: () -> ImportErrors) throws -> ImportSummary {
        do {
            return try store.bulkWrite(boundedMemory: true) { store in
                var reported = 0
                var writer = try ImportWriter(store: store, options: options, file: file, rows: rows) { done in
                    guard let progress, let total = expectedRecords else { return }
                    while reported < done {
                        reported += 1
                        progress(reported, total)
                    }
                }
                var found = ImportErrors()
                do {
                    // Each record's photo file is read as the record comes (``PlantRecord/readingPhoto(from:file:)``).
                    while let record = try next() {
                        do {
                            try writer.add(record.readingPhoto(from: options.photoFolder, file: file))
                        } catch let error as ImportError {
                            found.add(error)
                        }
                    }
                } catch let error as ImportError {
                    found.add(error)
                }
                found.add(problems())
                var summary = try writer.finish()
                found.add(writer.problems)
                guard found.isEmpty else { throw found }
                summary.dryRun = options.dryRun
                if options.dryRun { throw DryRunFinished(summary: summary) }
                return summary
            }
        } catch let finished as DryRunFinished {
            return finished.summary
        } catch {
            throw ServiceError.translating(error)
        }
    }
}

import CorollaJSON
import CorollaService
import Foundation

/// `corolla import FILE|-`: plants from CSV, TSV, JSON, NDJSON or a workbook's sheet, in one transaction.
struct ImportCommand: CatalogCommand, ParsableArguments {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "import", abstract: "Import plants from a CSV, TSV, JSON or NDJSON file, an .xlsx or .ods workbook (or standard input).",
            discussion: """
                Fields (CSV/TSV header names and JSON keys alike): key, name, kind, notes, \
                water_every_days, last_watered (YYYY-MM-DD), photo (a file, relative to the import file's folder), \
                photo_aspect (0.25 to 4, the photo's when it has one), favorite (true/false/1/0/yes/no), \
                position (the favorite index, from 0), waterings (JSON and NDJSON: an array of YYYY-MM-DD days, added \
                to the plant's watering history). Plants are matched by key, or by name when the file has no key. \
                A row needs a name, unless it has the key of a plant already in the catalog: then only the fields \
                the file gives are updated (an empty value clears an optional field). \
                Headers are matched ignoring case, spaces, '_', '-' and a unit in parentheses ('Water Every (days)'), \
                with the spellings spreadsheets use ('Plant Name', 'Type', 'Comments', …); --map names any other. \
                Dates are YYYY-MM-DD, or as --date-format says; without it, a date only one pattern reads \
                (31/12/2026, 29.11.2026), and 03/11/2026 as the column's other dates show (25/11/2026: day first). \
                A CSV file's delimiter (comma, semicolon, tab, pipe) is found in it; a semicolon-separated file \
                has decimal commas (7,0). UTF-8 and UTF-16 (by its byte order mark) are read as they are; name \
                any other encoding with --encoding. Rows of empty cells and totals rows (Total, Summe, … with \
                numbers only) are skipped. An .xlsx or .ods workbook is read from its first sheet (or --sheet), \
                its first row with a value the header; numbers, booleans and dates as its cells hold them. \
                The whole file is one transaction: the import checks every row, reports each problem once as \
                'file:line: field: reason' with the rows it is on (exit 65), and then writes nothing. A field the file does not have is left as it is: a note says \
                when the file carries no photos or no watering history. With --history, the file is a watering \
                history (key, name, watered_on: what export --history writes), merged into the catalog's: a day \
                already recorded is not added twice.
                """)
    }

    @Argument(help: "The file to read, or - for standard input.") var file: FilePath
    @Option(.format(PlantFileFormat.self, default: "from the file's extension")) var givenFormat: PlantFileFormat?
    @Flag(help: "Import a watering history (key, name, watered_on: what export --history writes) into the catalog's plants.")
    var history: Bool
    @Flag(help: "Make every imported plant a favorite.") var favorite: Bool
    @Option(value: "policy", help: "For a plant already in the catalog: update, skip or fail.")
    var onConflict: ImportOptions.ConflictPolicy = .update
    @RepeatedOption(
        name: "map", value: "Header=field",
        help: "Read the column (JSON key) Header as field (key, name, kind, notes, water_every_days, …); repeat it for several.")
    var map: [String]
    @Option(
        value: "pattern",
        help: "How the file writes dates besides YYYY-MM-DD (always read): " + ImportDateFormat.allCases.map(\.rawValue).joined(separator: ", ") + ".")
    var dateFormat: ImportDateFormat?
    @Option(value: "char", help: "CSV: the character between fields (comma, semicolon, tab, pipe, or the character itself); found in the header and first rows when not given.")
    var delimiter: Delimiter?
    @Flag(help: "Read numbers with a decimal comma (7,5), as a semicolon-separated file's always are.") var decimalComma: Bool
    @Option(value: "name", help: "The file's text encoding: " + TextEncoding.allCases.map(\.rawValue).joined(separator: ", ") + " (default: UTF-8, or UTF-16 by its byte order mark).")
    var encoding: TextEncoding?
    @Option(value: "name", help: "An .xlsx or .ods workbook's sheet to read (default: the first).") var sheet: String?
    @Flag(help: "Import a totals row (Total, Sum, Summe, … with numbers only) as a plant instead of skipping it.") var keepTotals: Bool
    @Flag(help: "Skip the columns (JSON keys) that are not plant fields, with one note listing them, instead of refusing the file.")
    var ignoreUnknownColumns: Bool
    @Option(value: "case", help: "Write the kinds read as they are (keep), in lowercase (lower) or in title case (title).")
    var kindCase: KindCase = .keep
    @Flag(help: "List the rows that would be inserted, updated, unchanged or skipped (the first 20; all with --json), and write nothing.")
    var dryRun: Bool
    @Flag(short: "v", help: "Say which column was read as which field (the dry run always says).") var verbose: Bool
    @OptionGroup var session: Session

    /// Imports larger than this show a progress bar (on a terminal).
    static let progressThreshold = 10_000

    /// The format and the import's options, once checked (``validate()``).
    private(set) var format = PlantFileFormat.csv
    private(set) var options = ImportOptions()

    mutating func validate() throws {
        guard let format = givenFormat ?? PlantFileFormat(path: file.text) else {
            let what = file == .standardStream ? "standard input" : "'\(file)'"
            throw UsageError(message: "Cannot tell the format of \(what) from its name: add \($givenFormat.usage()).")
        }
        self.format = format
        if history, favorite {
            throw UsageError(message: "--favorite does not apply to --history: a watering history adds waterings to plants the catalog has.")
        }
        if history, $onConflict.isGiven {
            throw UsageError(message: "--on-conflict does not apply to --history: a watering already recorded is left as it is.")
        }
        var columnMap = ColumnMap()
        for text in map {
            do throws(ColumnMapError) {
                try columnMap.add(text)
            } catch {
                throw UsageError(message: "Invalid value for --map: \(error.reason).")
            }
        }
        if history, $kindCase.isGiven {
            throw UsageError(message: "--kind-case does not apply to --history: a watering history has no kinds.")
        }
        if delimiter != nil, format != .csv {
            throw UsageError(message: "--delimiter applies to CSV only; \(format.rawValue.uppercased()) has its own separators.")
        }
        if sheet != nil, !format.isWorkbook {
            throw UsageError(message: "--sheet applies to .xlsx and .ods workbooks only; \(format.rawValue.uppercased()) has no sheets.")
        }
        options = ImportOptions(
            onConflict: onConflict, markFavorite: favorite, dryRun: dryRun, photoFolder: file == .standardStream ? nil : file.folder.text,
            ignoreUnknownColumns: ignoreUnknownColumns, columnMap: columnMap, dateFormat: dateFormat)
        options.kindCase = kindCase
        options.dialect = DialectChoice(delimiter: delimiter, decimalComma: decimalComma, encoding: encoding, sheet: sheet)
        options.keepTotals = keepTotals
    }

    func run(_ console: Console) throws {
        if history { return try importHistory(console) }
        let bar = ProgressBar("Importing", console: console, threshold: Self.progressThreshold, quiet: session.quiet)
        let input = try Self.input(file)
        var stream = RecordStream(input: input, format: format, file: file.description, options: options)
        // A regular file can be read once more, for a date column's evidence anywhere in it
        // (standard input: only the evidence before an ambiguous date reads it).
        if input.isRegular {
            let (file, format, options) = (file, format, options)
            stream.firstPass = { RecordStream(input: try FileInput(file), format: format, file: file.description, options: options) }
        }
        var expected: Int?
        do {
            // The header and the first records are checked before the rest of the input is read, and
            // before the catalog is opened: a file with bad values there is reported whole without it.
            try stream.start()
            if !stream.problems.isEmpty { throw try failure(stream.remainingProblems(), listing: nil, console) }
            // A bar needs the total: a regular file is read once more, to count its records (a
            // pipe or standard input, whose size is unknown, shows no bar).
            if bar.enabled, input.isRegular {
                expected = try RecordStream.count(input: try FileInput(file), format: format, file: file.description, dialect: options.dialect)
            }
        } catch let error as ImportError {
            throw try failure(ImportErrors(error), listing: nil, console)
        }
        let service = try openCatalog(console)
        var importer = service.transfer.importer(options: options)
        importer.expectedRecords = expected
        importer.progress = { bar.update($0, of: $1) }
        let listing = options.dryRun ? DryRunListing(json: session.json ? console.outputBuffer() : nil) : nil
        importer.rows = listing.map { listing in { try listing.add($0) } }
        let summary: ImportSummary
        do {
            // Cleared before any error is printed, whatever the error (a full disk too).
            defer { bar.finish() }
            summary = try importer.importStream(stream)
        } catch let errors as ImportErrors {
            throw try failure(errors, listing: listing, console)
        }
        try report(summary, listing: listing, console)
    }

    /// The data error for `errors` (every problem, one a line); with `--json`, also the problems
    /// as a list on standard output (ending the dry run's listing when there is one).
    private func failure(_ errors: ImportErrors, listing: DryRunListing?, _ console: Console) throws -> Failure {
        if session.json {
            let json = Self.json(errors)
            if let listing { try listing.finish(json) } else { console.print(json.rendered(pretty: true)) }
        }
        var failure = Failure(errors)
        if errors.count > 1 { failure.message += "\n\(errors.count) problems in \(file); nothing was imported" }
        return failure
    }

    /// `--history`: the waterings of the file, merged into the catalog's.
    private func importHistory(_ console: Console) throws {
        let input = try Self.input(file)
        let service = try openCatalog(console)
        let summary: ImportSummary
        do {
            summary = try service.transfer.importer(options: options).importHistory(input, format: format, file: file.description)
        } catch let errors as ImportErrors {
            throw try failure(errors, listing: nil, console)
        }
        try report(summary, listing: nil, console)
    }

    /// The catalog, opened to be written (a dry run's, read), after checking that it is sound.
    private func openCatalog(_ console: Console) throws -> CatalogService {
        let service = try options.dryRun ? session.openForReading(console, .writableContents) : session.openForWriting()
        if !options.dryRun, let problems = try service.transfer.integrityProblemsBeforeImport(), !problems.isEmpty {
            try session.location.markDamaged(problems)
            throw Failure.damaged(session.location.path, detail: problems.joined(separator: "; "))
        }
        return service
    }

    /// Prints the notes and the summary of an import.
    private func report(_ summary: ImportSummary, listing: DryRunListing?, _ console: Console) throws {
        // Said only when the file met plants the catalog had: only theirs can be left as they are.
        if summary.updated + summary.unchanged + summary.skipped > 0, let notInFile = Self.notInFile(summary) {
            session.note(notInFile, console)
        }
        if verbose || options.dryRun, !summary.matchedColumns.isEmpty {
            session.note("read the " + summary.matchedColumns.map { "column '\($0.header)' as \($0.field.rawValue)" }.joined(separator: ", "), console)
        }
        if options.dryRun, let dialect = summary.dialect {
            session.note("read \(file) as \(dialect.description)", console)
        }
        for decision in summary.dateDecisions {
            session.note(Self.dateNote(decision, row: summary.dialect?.sheet != nil), console)
        }
        if !summary.ignoredColumns.isEmpty {
            session.note("ignored the unknown \(summary.ignoredColumns.count == 1 ? "column" : "columns") " + summary.ignoredColumns.joined(separator: ", "), console)
        }
        if let listing, session.json {
            try listing.finish(Self.json(summary))
        } else {
            let text = history ? Self.historyText(summary, file: file.description) : Self.text(summary, file: file.description)
            session.summarize(console, json: Self.json(summary), text: [text] + (listing?.textLines() ?? []))
        }
    }

    /// The input `file` names: standard input for `-`.
    private static func input(_ file: FilePath) throws -> FileInput {
        file == .standardStream ? FileInput(standardInput: ()) : try FileInput(file)
    }

    /// `Imported plants.csv: 3 inserted, 1 updated, 0 unchanged; 2 favorited`, and `; 5 waterings
    /// added` when a `waterings` field added some.
    static func text(_ summary: ImportSummary, file: String) -> String {
        var parts = ["\(summary.inserted) inserted", "\(summary.updated) updated", "\(summary.unchanged) unchanged"]
        if summary.skipped > 0 { parts.append("\(summary.skipped) skipped") }
        if summary.emptyRows > 0 { parts.append("\(summary.emptyRows) empty \(summary.emptyRows == 1 ? "row" : "rows") skipped") }
        if summary.totalsRows > 0 { parts.append("\(summary.totalsRows) totals \(summary.totalsRows == 1 ? "row" : "rows") skipped") }
        var favorites = ["\(summary.favorited) favorited"]
        if summary.unfavorited > 0 { favorites.append("\(summary.unfavorited) unfavorited") }
        let dialect = summary.dialect.map(\.differences).flatMap { $0.isEmpty ? nil : " (" + $0.joined(separator: ", ") + ")" } ?? ""
        let head = summary.dryRun ? "Dry run of \(file)\(dialect), nothing written: would be" : "Imported \(file)\(dialect):"
        let waterings = summary.wateringsAdded > 0 ? "; \(summary.wateringsAdded) waterings added" : ""
        return "\(head) \(parts.joined(separator: ", ")); \(favorites.joined(separator: ", "))\(waterings)"
    }

    /// `read last_watered day first (%d/%m/%Y), as line 40's '25/11/2026' can only be` (a
    /// workbook's sheet: `row 40's`).
    static func dateNote(_ decision: DateEvidence.Decision, row: Bool = false) -> String {
        "read \(decision.field.rawValue) \(decision.format.order) (\(decision.format.rawValue)), as \(row ? "row" : "line") \(decision.line)'s '\(decision.text)' can only be"
    }

    /// `Imported history.csv: 40 waterings added, 3 already recorded`.
    static func historyText(_ summary: ImportSummary, file: String) -> String {
        let head = summary.dryRun ? "Dry run of \(file), nothing written: would be" : "Imported \(file):"
        return "\(head) \(summary.wateringsAdded) waterings added, \(summary.wateringsRecorded) already recorded"
    }

    /// What the file does not carry, which the import left as it was: `the file has no photos
    /// (export --photos DIR carries them), no watering history (…): the catalog's are left as they are`.
    static func notInFile(_ summary: ImportSummary) -> String? {
        guard !summary.notInFile.isEmpty else { return nil }
        let parts = summary.notInFile.map { part in
            switch part {
            case .photos: "no photos (export --photos DIR carries them)"
            case .waterings: "no watering history (JSON and NDJSON exports carry it; import what export --history writes with --history)"
            }
        }
        return "the file has " + parts.joined(separator: ", ") + ": the catalog's are left as they are"
    }
}

extension PlantFileFormat: ChoiceArgument {}
extension ImportOptions.ConflictPolicy: ChoiceArgument {}
extension ImportDateFormat: ChoiceArgument {}

extension Delimiter: ChoiceArgument {
    /// A name (`semicolon`) or the character itself (`;`, `\t` or a tab).
    init?(argument: String) { self.init(text: argument) }
}

extension TextEncoding: ChoiceArgument {
    /// A name in any case, with the usual other spellings (`utf8`, `cp1252`).
    init?(argument: String) { self.init(text: argument) }
}

/// How an import treats the catalog.
public struct ImportOptions: Hashable, Sendable {
    /// What to do with a record whose plant is already in the catalog (same key; for a record
    /// without a key, the plant with exactly its name).
    public enum ConflictPolicy: String, CaseIterable, Hashable, Sendable {
        /// Write the record's values over the plant's (fields the record does not have stay).
        case update
        /// Leave the plant, and its favorite state, as it is.
        case skip
        /// Refuse the whole import.
        case fail
    }

    public var onConflict: ConflictPolicy
    /// Make every imported plant a favorite (a record's `favorite: false` included).
    public var markFavorite: Bool
    /// Work out the summary, then roll everything back: nothing is written.
    public var dryRun: Bool
    /// The folder relative `photo` paths are read from: the import file's (`nil`: the working folder).
    public var photoFolder: String?
    /// Skip the columns (JSON keys) no plant field has instead of refusing the file
    /// (``ImportSummary/ignoredColumns`` lists them).
    public var ignoreUnknownColumns: Bool
    /// The fields of columns (JSON keys) no field accepts by itself (`--map 'Header=field'`).
    public var columnMap: ColumnMap
    /// How the file writes dates besides `YYYY-MM-DD` (nil: in the one pattern that reads each).
    public var dateFormat: ImportDateFormat?
    /// How the kinds read are written.
    public var kindCase: KindCase = .keep
    /// The delimiter, decimal commas and encoding the user gave (the others are found in the file).
    public var dialect = DialectChoice()
    /// Import totals rows as plants (``TotalsRow``) instead of leaving them out.
    public var keepTotals = false

    public init(
        onConflict: ConflictPolicy = .update, markFavorite: Bool = false, dryRun: Bool = false, photoFolder: String? = nil,
        ignoreUnknownColumns: Bool = false, columnMap: ColumnMap = ColumnMap(), dateFormat: ImportDateFormat? = nil
    ) {
        self.onConflict = onConflict
        self.markFavorite = markFavorite
        self.dryRun = dryRun
        self.photoFolder = photoFolder
        self.ignoreUnknownColumns = ignoreUnknownColumns
        self.columnMap = columnMap
        self.dateFormat = dateFormat
    }
}

/// What an import did (or, for a dry run, would do).
public struct ImportSummary: Hashable, Sendable {
    /// New plants.
    public var inserted = 0
    /// Plants whose values changed.
    public var updated = 0
    /// Plants that already had the record's values (nothing written).
    public var unchanged = 0
    /// Records left out by `ConflictPolicy.skip`.
    public var skipped = 0
    /// Plants that became favorites.
    public var favorited = 0
    /// Plants that stopped being favorites (`favorite: false`).
    public var unfavorited = 0
    /// Days added to the watering history (``PlantField/waterings``, or a history file); a day
    /// already recorded is not counted.
    public var wateringsAdded = 0
    /// Days of the file the watering history already held.
    public var wateringsRecorded = 0
    /// What of a catalog the file does not carry, so that the import left it as it was: photos
    /// without a `photo` field, the watering history without a `waterings` field.
    public var notInFile: [CatalogPart] = []
    /// Whether this was a dry run: the catalog was not changed.
    public var dryRun = false
    /// The unknown columns (JSON keys: over every record) skipped by
    /// ``ImportOptions/ignoreUnknownColumns``, each once, in the order first seen.
    public var ignoredColumns: [String] = []
    /// The columns (JSON keys) read as a field they are not spelt as (`Plant Name` as `name`), each
    /// once, in the order first seen.
    public var matchedColumns: [ColumnMatch] = []
    /// The CSV and TSV rows left out because every cell is empty.
    public var emptyRows = 0
    /// The CSV and TSV totals rows left out (``TotalsRow``; ``ImportOptions/keepTotals`` keeps them).
    public var totalsRows = 0
    /// How the file was read: its delimiter (CSV), decimal commas and encoding.
    public var dialect: Dialect?
    /// The dates that decided the order of each date column's ambiguous dates (``DateEvidence/used``).
    public var dateDecisions: [DateEvidence.Decision] = []

    public init() {}

    /// A part of a catalog that a plant file may leave out.
    public enum CatalogPart: String, Hashable, Sendable {
        case photos
        case waterings
    }

    /// How many records the file had.
    public var records: Int { inserted + updated + unchanged + skipped }
}

extension RecordStream {
    /// A stream of the records of `input`, in `format`, read as `options` say:
    /// ``ImportOptions/ignoreUnknownColumns``, ``ImportOptions/columnMap`` and
    /// ``ImportOptions/dateFormat``, ``ImportOptions/dialect`` and ``ImportOptions/keepTotals``.
    public init(input: any ImportInput, format: PlantFileFormat, file: String, sizes: InputChunker.Sizes = .init(), options: ImportOptions) {
        self.init(
            input: input, format: format, file: file, sizes: sizes, ignoringUnknownFields: options.ignoreUnknownColumns, columnMap: options.columnMap,
            dateFormat: options.dateFormat, dialect: options.dialect, keepingTotals: options.keepTotals)
    }

    /// A stream of `input` as `options` read it, whose ``firstPass`` (when a date column needs
    /// the whole input's evidence) reads the input `again` gives.
    public init(input: any ImportInput, format: PlantFileFormat, file: String, options: ImportOptions, again: @escaping () throws -> any ImportInput) {
        self.init(input: input, format: format, file: file, options: options)
        firstPass = { RecordStream(input: try again(), format: format, file: file, options: options) }
    }
}

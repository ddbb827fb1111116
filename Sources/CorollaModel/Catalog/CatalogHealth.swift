/// What `PRAGMA integrity_check`, `PRAGMA foreign_key_check` and the machinery check found:
/// nothing when the file is sound.
public struct CatalogHealth: Hashable, Sendable {
    /// The problems `integrity_check` reported (it says "ok" when there are none, which is left out).
    public var integrityProblems: [String]
    /// The rows whose foreign key points nowhere, as `table row N → parent`.
    public var foreignKeyViolations: [String]
    /// How the tables, indexes, triggers and revision differ from what the migrations make of them
    /// (see the store's `machineryDifferences()`).
    public var machinery: [MachineryDifference]
    /// The cache tables whose rows fail their checksums, one line per table; nil (not checked) when
    /// the pages or the machinery are not sound.
    public var cacheRows: [String]?

    public init(
        integrityProblems: [String], foreignKeyViolations: [String], machinery: [MachineryDifference], cacheRows: [String]? = nil
    ) {
        (self.integrityProblems, self.foreignKeyViolations, self.machinery) = (integrityProblems, foreignKeyViolations, machinery)
        self.cacheRows = cacheRows
    }

    /// Whether every check passed.
    public var isSound: Bool {
        integrityProblems.isEmpty && foreignKeyViolations.isEmpty && machinery.isEmpty && cacheRows?.isEmpty != false
    }
}

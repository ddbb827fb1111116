/// Why a backup or a restore was refused; the catalog was left as it was.
public enum BackupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file holds no catalog: a SQLite database without Corolla's tables.
    case emptyCatalog
    /// The file is at a schema version this Corolla does not know (written by a newer one).
    case newerSchema(version: Int, latestKnownVersion: Int)
    /// SQLite's integrity check reported problems (the first few).
    case failsIntegrityCheck([String])
    /// The copy's schema version is not the catalog's.
    case schemaVersionChanged(catalog: Int, copy: Int)
    /// The file to write already holds a database.
    case destinationNotEmpty

    public var description: String {
        switch self {
        case .emptyCatalog:
            "it holds no Corolla catalog (an empty database)"
        case .newerSchema(let version, let latest):
            "it was written by a newer Corolla (schema version \(version); this Corolla knows up to \(latest))"
        case .failsIntegrityCheck(let problems):
            "it fails SQLite's integrity check (\(problems.prefix(3).joined(separator: "; ")))"
        case .schemaVersionChanged(let catalog, let copy):
            "the copy has schema version \(copy), the catalog \(catalog)"
        case .destinationNotEmpty:
            "the file to write already holds a database"
        }
    }

    /// Whether the file given is at fault (not a catalog, too new, damaged), rather than the moment.
    public var isBadData: Bool {
        switch self {
        case .emptyCatalog, .newerSchema, .failsIntegrityCheck: true
        case .schemaVersionChanged, .destinationNotEmpty: false
        }
    }
}

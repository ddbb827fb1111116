/// Why a catalog file was refused or an operation could not run.
public enum StoreError: Error, Hashable, Sendable {
    /// The file is not a SQLite database (SQLite says "file is not a database"). It was not changed.
    case notADatabase(path: String)
    /// The file is another application's SQLite database (`PRAGMA application_id` is not Corolla's,
    /// or it has tables but was never marked as Corolla's). It was not changed.
    case foreignDatabase(path: String, applicationID: Int32, tables: [String])
    /// The file has migrations this Corolla does not know: a newer Corolla created or upgraded it. It
    /// was not changed; it can be opened read-only.
    case newerDatabase(path: String, unknownVersions: [Int], latestKnownVersion: Int)
    /// A migration's SQL changed after it was applied to this file (checksum mismatch).
    case migrationChanged(version: Int, name: String, appliedChecksum: String, currentChecksum: String)
    /// A migration left rows that break a foreign key (`PRAGMA foreign_key_check`); it was rolled back.
    case foreignKeyViolation(migration: String, table: String, rowID: Int64?)
    /// No plant has this id.
    case plantNotFound(id: Int64)
    /// Another plant already has this key.
    case duplicateKey(String)
    /// The plant is not a favorite.
    case notAFavorite(plantID: Int64)
    /// A stored value is not what Corolla wrote (an edit made outside Corolla, or damage).
    case malformedValue(table: String, column: String, reason: String)
    /// A setting was given a value it cannot take; nothing was changed.
    case invalidSetting(name: String, value: Int, reason: String)
    /// The catalog's machinery differs from what the migrations make of it in a way the operation
    /// cannot work with (see ``CatalogStore/machineryDifferences()``); ``CatalogStore/repairMachinery()``
    /// (`corolla init`) repairs it.
    case machineryDiffers([MachineryDifference])
}

extension StoreError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .notADatabase(let path):
            "\(path) is not a SQLite database; it was left untouched"
        case .foreignDatabase(let path, let applicationID, let tables):
            applicationID != 0
                ? "\(path) belongs to another application (application_id \(applicationID)); it was left untouched"
                : "\(path) is a SQLite database of another application (tables: \(tables.joined(separator: ", "))); it was left untouched"
        case .newerDatabase(let path, let unknown, let latest):
            "\(path) was written by a newer Corolla: it has migration(s) \(unknown.map(String.init).joined(separator: ", ")), "
                + "this Corolla knows up to \(latest); it was left untouched (open it read-only, or upgrade Corolla)"
        case .migrationChanged(let version, let name, let applied, let current):
            "migration \(version) (\(name)) changed after it was applied: checksum \(current), applied \(applied)"
        case .foreignKeyViolation(let migration, let table, let rowID):
            "migration \(migration) breaks a foreign key in \(table) (row \(rowID.map(String.init) ?? "?")); it was rolled back"
        case .plantNotFound(let id):
            "no plant has id \(id)"
        case .duplicateKey(let key):
            "another plant already has the key \(key)"
        case .notAFavorite(let plantID):
            "plant \(plantID) is not a favorite"
        case .malformedValue(let table, let column, let reason):
            "\(table).\(column): \(reason)"
        case .invalidSetting(let name, let value, let reason):
            "\(name) cannot be \(value): \(reason)"
        case .machineryDiffers(let differences):
            "the catalog's tables are not as this Corolla makes them; run 'corolla init' to repair: "
                + differences.map(\.description).joined(separator: ", ")
        }
    }
}

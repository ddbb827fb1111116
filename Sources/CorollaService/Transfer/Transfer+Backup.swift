import CorollaStore

/// Why a backup or a restore could not be made, for people: the catalog was left as it was.
public struct BackupFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, without the file's name (the caller names it as the user gave it).
    public var reason: String
    /// Whether the file given is at fault (not a catalog, too new, damaged): bad data.
    public var isBadData: Bool

    public var description: String { reason }
}

extension CatalogService.Transfer {
    /// Writes a consistent copy of the catalog into the new file at `path`, whatever other
    /// processes (`serve`, an import) write meanwhile, and checks it: SQLite's integrity check and
    /// the schema version (see `CatalogStore.backup(to:)`). The copy is one file, without a
    /// write-ahead log.
    ///
    /// - Returns: the copy's schema version.
    /// - Throws: ``BackupFailure``.
    /// - Complexity: O(p) for p pages.
    public func backup(to path: String) throws -> Int {
        try Self.explainingBackupErrors { try store.backup(to: path) }
    }

    /// Replaces the catalog at `catalogPath` with the catalog file at `backupPath`, once that
    /// file is checked (a Corolla catalog this version can read, sound), keeping the current
    /// catalog in the new file `keepPath` when given; refuses while another process is writing
    /// the catalog. See `CatalogStore.restore(catalog:from:keepingCurrentAs:busyTimeoutMilliseconds:)`.
    ///
    /// - Returns: the restored catalog's schema version.
    /// - Throws: ``BackupFailure``; the catalog is then as it was.
    /// - Complexity: O(p) for p pages.
    public static func restore(catalog catalogPath: String, from backupPath: String, keepingCurrentAs keepPath: String?) throws -> Int {
        try explainingBackupErrors { try CatalogStore.restore(catalog: catalogPath, from: backupPath, keepingCurrentAs: keepPath) }
    }

    /// Runs `body`, turning the store's and SQLite's errors into a ``BackupFailure``.
    private static func explainingBackupErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as BackupError {
            throw BackupFailure(reason: error.description, isBadData: error.isBadData)
        } catch let error as StoreError {
            switch error {
            case .notADatabase: throw BackupFailure(reason: "it is not a SQLite database", isBadData: true)
            case .foreignDatabase: throw BackupFailure(reason: "it is not a Corolla catalog (another application's database)", isBadData: true)
            default: throw BackupFailure(reason: error.description, isBadData: true)
            }
        } catch let error as DatabaseError {
            switch error.resultCode {
            case .busy, .locked:
                throw BackupFailure(reason: "another process is writing the catalog; try again when it has finished", isBadData: false)
            case .corrupt, .notADatabase:
                throw BackupFailure(reason: "it is damaged (\(error.message.singleLine))", isBadData: true)
            case .full:
                throw BackupFailure(reason: "the disk is full", isBadData: false)
            default:
                throw BackupFailure(reason: error.message, isBadData: false)
            }
        }
    }
}

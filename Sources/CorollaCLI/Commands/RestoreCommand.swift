import CorollaJSON
import CorollaService
import Foundation

/// `corolla restore FILE`: puts a backup back as the catalog, keeping the current one beside it.
struct RestoreCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "restore", abstract: "Replace the catalog with a backup, keeping the current one beside it.",
            discussion: """
                <file> must be a Corolla catalog this version can read that passes SQLite's integrity check. The \
                current catalog is first copied to '<catalog>.before-restore-YYYYMMDD-HHMMSS'; then the backup's \
                contents replace it in one transaction (a running 'corolla serve' sees the restored catalog). \
                Refused while another process is writing the catalog.
                """)
    }

    @Argument(help: "The backup to restore.") var file: FilePath
    @OptionGroup var session: Session

    func run(_ console: Console) throws {
        let location = session.location
        let file = try BackupFile.restorable(file, into: location.path)
        let keep = try location.holdsCatalog() ? Self.keepPath(location.path) : nil
        // The current catalog is kept beside it and its contents replaced: both must be writable.
        if keep != nil, let refusal = Failure.writeRefusal(location.path) {
            throw Failure(.internal, "cannot restore '\(file)' into the catalog '\(location.path)': \(refusal); the catalog was left as it was")
        }
        if keep == nil {
            do {
                try location.path.folder.createFolders()
            } catch let error as SystemError {
                throw Failure(.internal, "cannot create the folder '\(location.path.folder)': \(error)")
            }
        }
        let version: Int
        do {
            version = try CatalogService.Transfer.restore(catalog: location.path.sqliteName, from: file.sqliteName, keepingCurrentAs: keep?.sqliteName)
        } catch let failure as BackupFailure {
            keep?.removeWithSQLiteFiles()
            let message = "cannot restore '\(file)' into the catalog '\(location.path)': \(failure.reason); the catalog was left as it was"
            throw Failure(failure.isBadData ? .badInput : .internal, message)
        }
        try location.clearDamageMark()
        let migrate = version < CatalogService.Machinery.latestSchemaVersion ? ["Its schema (version \(version)) is migrated by the next command that writes, or 'corolla init'."] : []
        session.summarize(
            console, file: file,
            [
                JSONMember("catalog", .string(location.path.text)), JSONMember("kept", keep.map { .string($0.text) } ?? .null),
                JSONMember("schemaVersion", .number(Double(version))),
            ],
            text: ["Restored '\(file)' into the catalog '\(location.path)' (schema version \(version))"]
                + (keep.map { ["The catalog as it was is kept in '\($0)'"] } ?? []) + migrate)
    }

    /// `<catalog>.before-restore-YYYYMMDD-HHMMSS` (local time), with `-2`, `-3`, … when taken.
    static func keepPath(_ catalog: FilePath) -> FilePath {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        let stamp = String(
            format: "%04d%02d%02d-%02d%02d%02d", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday), Int(parts.tm_hour),
            Int(parts.tm_min), Int(parts.tm_sec))
        let base = catalog.bytes + Array(".before-restore-\(stamp)".utf8)
        var candidate = FilePath(bytes: base)
        var number = 2
        while candidate.status(followingLinks: false).isSuccess {
            candidate = FilePath(bytes: base + Array("-\(number)".utf8))
            number += 1
        }
        return candidate
    }
}

extension Result {
    /// Whether it is a success.
    fileprivate var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}

import CorollaJSON
import CorollaService

/// `corolla backup FILE`: a checked copy of the catalog, taken while it is in use.
struct BackupCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "backup", abstract: "Copy the catalog into a file, checked, even while it is in use.",
            discussion: """
                The copy is one consistent moment of the catalog, whatever 'corolla serve' or an import writes \
                meanwhile, in one file (no -wal). It is written under a temporary name beside <file>, checked \
                (SQLite's integrity check, the schema version) and only then given its name; an existing <file> \
                is replaced only with --force. 'corolla restore <file>' puts it back.
                """)
    }

    @Argument(help: "The backup file to write.") var file: FilePath
    @Flag(help: "Replace <file> when it exists.") var force: Bool
    @OptionGroup var session: Session

    func run(_ console: Console) throws {
        let catalog = session.location.path
        let target = try BackupFile(writing: file, replacing: force, catalog: catalog)
        guard try session.location.holdsCatalog() else { throw Failure(.internal, "there is no catalog at '\(catalog)' to back up") }
        let service = try session.location.openForReading(.pages)
        let temporary = target.temporary()
        defer { temporary.removeWithSQLiteFiles() }
        let version: Int
        do {
            version = try service.transfer.backup(to: temporary.sqliteName)
        } catch let failure as BackupFailure {
            throw Failure(.internal, "cannot back up the catalog '\(catalog)' to '\(target.path)': \(failure.reason); nothing was written")
        }
        try target.commit(temporary)
        session.summarize(
            console, file: target.path, [JSONMember("catalog", .string(catalog.text)), JSONMember("schemaVersion", .number(Double(version)))],
            text: ["Backed up the catalog '\(catalog)' to '\(target.path)' (schema version \(version), integrity checked)"])
    }
}

/// Decides, before anything is written, whether a file is a Corolla database this binary may use.
struct CatalogIdentity {
    var migrator: Migrator
    var readOnly: Bool

    /// Refuses a file that is not SQLite, is another application's, or (for writing) was written by a
    /// newer Corolla or has an applied migration that changed. Only reads.
    ///
    /// An empty database (no tables, application_id 0) is a new Corolla database.
    func verify(_ database: Database) throws {
        let applicationID: Int32
        do {
            applicationID = Int32(truncatingIfNeeded: try database.fetchScalar(Int64.self, "PRAGMA application_id"))
        } catch let error as DatabaseError where error.resultCode == .notADatabase {
            throw StoreError.notADatabase(path: database.path)
        }
        let tables = try database.fetchAll("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name")
            .map { try $0.decode(String.self, at: 0) }
        let isOursOrUnmarked = applicationID == Migrator.applicationID || applicationID == 0
        let isNew = isOursOrUnmarked && tables.isEmpty
        let isCorolla = applicationID == Migrator.applicationID && tables.contains("schema_migrations")
        guard isNew || isCorolla else {
            throw StoreError.foreignDatabase(path: database.path, applicationID: applicationID, tables: tables)
        }
        if !readOnly {
            _ = try migrator.pendingMigrations(database)
        }
    }
}

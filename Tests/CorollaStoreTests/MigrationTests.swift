import CorollaTestSupport
import Foundation
import XCTest

@testable import CorollaStore

/// Migrations: embedded from Migrations/*.sql, applied one transaction each, checked on every open.
final class MigrationTests: XCTestCase {
    /// Rule: the SQL in the binary is byte for byte the Migrations/*.sql files, in version order.
    func testEmbeddedMigrationsAreTheSQLFiles() throws {
        let folder = packageRoot.appendingPathComponent("Migrations")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".sql") && $0 != "schema.sql" }.sorted()
        XCTAssertEqual(Migration.embedded.map(\.fileName), files)
        for migration in Migration.embedded {
            let bytes = try Data(contentsOf: folder.appendingPathComponent(migration.fileName))
            XCTAssertEqual(Array(migration.sql.utf8), Array(bytes), migration.fileName)
        }
        // Ascending and unique from 1 (numbers are given out ahead of merges, so one may be missing).
        let versions = Migration.embedded.map(\.version)
        XCTAssertEqual(versions.first, 1)
        XCTAssertTrue(zip(versions, versions.dropFirst()).allSatisfy { $0 < $1 }, "\(versions)")
    }

    /// Rule: the schema the build embedded is what this process's SQLite makes of the migrations,
    /// object for object (so that the machinery check compares digests and builds nothing).
    func testEmbeddedSchemaIsWhatTheMigrationsCreate() throws {
        XCTAssertEqual(Migration.embeddedSchema, try SchemaReference(migrations: Migration.embedded).objects)
        XCTAssertEqual(Migration.embeddedSchema.count, 45)
    }

    /// Rule: an empty file gets every migration, one row each with its checksum, Corolla's
    /// application_id, and no foreign key violation.
    func testMigrateFromEmpty() throws {
        let folder = try makeTemporaryFolder()
        let database = try makeCatalog(in: folder).database
        let rows = try database.fetchAll("SELECT version, name, checksum, applied_at FROM schema_migrations ORDER BY version")
        XCTAssertEqual(try rows.map { try $0.decode(Int.self, at: 0) }, Migration.embedded.map(\.version))
        XCTAssertEqual(try rows.map { try $0.decode(String.self, at: 1) }, Migration.embedded.map(\.name))
        XCTAssertEqual(try rows.map { try $0.decode(String.self, at: 2) }, Migration.embedded.map(\.checksum))
        XCTAssertEqual(try database.fetchValue(Int64.self, "PRAGMA application_id"), Int64(Migrator.applicationID))
        XCTAssertNil(try database.fetchOne("PRAGMA foreign_key_check"))
        let tables = try database.fetchAll("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").map { try $0.decode(String.self, at: 0) }
        XCTAssertEqual(tables, [
            "cache_counters", "cache_settings", "card_size_use", "card_sizes", "catalog_revision", "devices", "favorites", "layout_cache", "layout_cache_use", "measurer_fingerprints", "pairing_codes", "plants",
            "schema_migrations", "server_settings", "unread_photo_files", "waterings",
        ])
    }

    /// Rule: a file created at migration 1 is upgraded in place and keeps its data.
    func testUpgradeFromMigrationOne() throws {
        let folder = try makeTemporaryFolder()
        let first = Array(Migration.embedded.prefix(1))
        // Plain SQL: the store writes the columns of the latest schema.
        let plantID = try XCTUnwrap(
            makeCatalog(in: folder, migrations: first).database.fetchValue(
                Int64.self, "INSERT INTO plants (key, name) VALUES ('monstera', 'Monstera') RETURNING id"))
        XCTAssertNil(try makeCatalog(in: folder, migrations: first).database.fetchOne("SELECT 1 FROM sqlite_schema WHERE name = 'layout_cache'"))

        let upgraded = try makeCatalog(in: folder)
        XCTAssertEqual(try upgraded.plants.plant(id: plantID)?.name, "Monstera")
        XCTAssertEqual(try upgraded.database.fetchValue(Int.self, "SELECT max(version) FROM schema_migrations"), CatalogStore.latestSchemaVersion)
        XCTAssertEqual(try upgraded.caches.stats().layoutEntries, 0)
    }

    /// Rule: a migration whose SQL changed after it was applied is refused, naming it.
    func testChangedMigrationIsRefused() throws {
        let folder = try makeTemporaryFolder()
        _ = try makeCatalog(in: folder)
        var tampered = Migration.embedded
        tampered[0].sql += "\n-- edited after release\n"
        XCTAssertThrowsError(try makeCatalog(in: folder, migrations: tampered)) { error in
            guard case .migrationChanged(let version, let name, _, _) = error as? StoreError else { return XCTFail("\(error)") }
            XCTAssertEqual(version, 1)
            XCTAssertEqual(name, "catalog")
            XCTAssertTrue("\(error)".contains("migration 1 (catalog)"), "\(error)")
        }
    }

    /// Rule: a catalog an earlier Corolla migrated, whose rows for migrations 1–6 hold the SHA-256
    /// of their files (`sha256sum`, as that Corolla recorded them), is upgraded: the rows get the
    /// XXH3 checksums, the later migrations are applied, the plants are kept.
    func testUpgradeFromSHA256Checksums() throws {
        let folder = try makeTemporaryFolder()
        let plantID = try XCTUnwrap(
            makeSHA256EraCatalog(in: folder).database.fetchValue(
                Int64.self, "INSERT INTO plants (key, name) VALUES ('monstera', 'Monstera') RETURNING id"))

        let upgraded = try makeCatalog(in: folder)
        let rows = try upgraded.database.fetchAll("SELECT version, checksum FROM schema_migrations ORDER BY version")
        XCTAssertEqual(try rows.map { try $0.decode(Int.self, at: 0) }, Migration.embedded.map(\.version))
        XCTAssertEqual(try rows.map { try $0.decode(String.self, at: 1) }, Migration.embedded.map(\.checksum))
        XCTAssertEqual(try upgraded.plants.plant(id: plantID)?.name, "Monstera")
        XCTAssertNotNil(try upgraded.database.fetchOne("SELECT 1 FROM sqlite_schema WHERE name = 'cache_settings'"))
    }

    /// Rule: on a catalog of SHA-256 checksums, a migration whose SQL changed since is still refused,
    /// and so is a recorded SHA-256 that is not its file's.
    func testChangedMigrationIsRefusedOverSHA256Checksums() throws {
        let folder = try makeTemporaryFolder()
        let recorded = try makeSHA256EraCatalog(in: folder).database.fetchValue(String.self, "SELECT checksum FROM schema_migrations WHERE version = 2")
        var tampered = Migration.embedded
        tampered[1].sql += "\n-- edited after release\n"
        assertThrows(.migrationChanged(version: 2, name: "caches", appliedChecksum: recorded ?? "", currentChecksum: tampered[1].checksum)) {
            try makeCatalog(in: folder, migrations: tampered)
        }

        let other = String(repeating: "0", count: 64)
        try makeCatalog(in: folder, migrations: Array(Migration.embedded.prefix(6))).database.execute(
            "UPDATE schema_migrations SET checksum = ? WHERE version = 3", [.text(other)])
        assertThrows(.migrationChanged(version: 3, name: "measurer_fingerprints", appliedChecksum: other, currentChecksum: Migration.embedded[2].checksum)) {
            try makeCatalog(in: folder)
        }
    }

    /// A catalog at migration 6 whose `schema_migrations` rows hold the SHA-256 of each file, as an
    /// earlier Corolla wrote them.
    private func makeSHA256EraCatalog(in folder: TemporaryFolder) throws -> CatalogStore {
        let catalog = try makeCatalog(in: folder, migrations: Array(Migration.embedded.prefix(6)))
        for migration in Migration.embedded.prefix(6) {
            let file = packageRoot.appendingPathComponent("Migrations").appendingPathComponent(migration.fileName)
            let sha256 = try sha256sum(file)
            XCTAssertEqual(sha256.count, 64)
            try catalog.database.execute("UPDATE schema_migrations SET checksum = ? WHERE version = ?", [.text(sha256), .integer(Int64(migration.version))])
        }
        return catalog
    }

    /// The SHA-256 of `file` in hexadecimal, as coreutils' `sha256sum` prints it.
    private func sha256sum(_ file: URL) throws -> String {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [file.path]
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: printed, as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
    }

    /// Rule: a file with a migration this binary does not know is refused for writing, naming the
    /// versions, and left byte for byte as it was; it can still be opened read-only.
    func testNewerDatabaseIsRefusedAndUnchanged() throws {
        let folder = try makeTemporaryFolder()
        let future = Migration.embedded + [Migration(version: 99, name: "future", sql: "CREATE TABLE future (n INTEGER);")]
        let plantID = try makeCatalog(in: folder, migrations: future).plants.insert(.sample("Pilea")).id
        let path = folder.path("catalog.sqlite")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        assertThrows(.newerDatabase(path: path, unknownVersions: [99], latestKnownVersion: CatalogStore.latestSchemaVersion)) {
            try CatalogStore(path: path)
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)

        let readOnly = try CatalogStore(path: path, mode: .readOnly)
        XCTAssertEqual(try readOnly.plants.plant(id: plantID)?.name, "Pilea")
        assertThrows(.readOnly) { try readOnly.plants.insert(.sample("Fern")) }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
    }

    /// Rule: a file that is not SQLite is refused and left untouched.
    func testNonSQLiteFileIsRefusedAndUnchanged() throws {
        let folder = try makeTemporaryFolder()
        let path = folder.path("notes.txt")
        let content = Data(String(repeating: "Water the fern on Sundays.\n", count: 200).utf8)
        try content.write(to: URL(fileURLWithPath: path))
        assertThrows(.notADatabase(path: path)) { try CatalogStore(path: path) }
        assertThrows(.notADatabase(path: path)) { try CatalogStore(path: path, mode: .readOnly) }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), content)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["notes.txt"])
    }

    /// Rule: another application's database — a different application_id, or tables without being
    /// marked as Corolla's — is refused and left untouched (not even switched to WAL).
    func testAnotherApplicationsDatabaseIsRefusedAndUnchanged() throws {
        let folder = try makeTemporaryFolder()
        let cases: [(name: String, script: String, applicationID: Int32)] = [
            ("marked.sqlite", "PRAGMA application_id = 1234; CREATE TABLE notes (body TEXT);", 1234),
            ("unmarked.sqlite", "CREATE TABLE schema_migrations (version TEXT); CREATE TABLE users (name TEXT);", 0),
            ("marked-empty.sqlite", "PRAGMA application_id = 42;", 42),
        ]
        for (name, script, applicationID) in cases {
            let path = folder.path(name)
            // Back to a rollback journal, as other applications' files usually are.
            try Database(path: path).executeScript(script + "PRAGMA journal_mode = DELETE;")
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            XCTAssertThrowsError(try CatalogStore(path: path), name) { error in
                guard case .foreignDatabase(_, let id, _) = error as? StoreError else { return XCTFail("\(name): \(error)") }
                XCTAssertEqual(id, applicationID, name)
            }
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before, name)
        }
    }

    /// Rule: a migration that fails (bad SQL, or rows breaking a foreign key) is rolled back whole:
    /// the file stays at the previous migration.
    func testFailingMigrationIsRolledBack() throws {
        let folder = try makeTemporaryFolder()
        _ = try makeCatalog(in: folder)
        let next = CatalogStore.latestSchemaVersion + 1
        let broken = Migration(version: next, name: "broken", sql: "CREATE TABLE half (n INTEGER); INSERT INTO nowhere VALUES (1);")
        assertThrows(.error) { try makeCatalog(in: folder, migrations: Migration.embedded + [broken]) }
        let orphan = Migration(version: next, name: "orphan", sql: "PRAGMA defer_foreign_keys = ON; INSERT INTO favorites (plant_id, position) VALUES (404, 0);")
        assertThrows(.foreignKeyViolation(migration: orphan.fileName, table: "favorites", rowID: 404)) {
            try makeCatalog(in: folder, migrations: Migration.embedded + [orphan])
        }
        let database = try makeCatalog(in: folder).database
        XCTAssertNil(try database.fetchOne("SELECT 1 FROM sqlite_schema WHERE name = 'half'"))
        XCTAssertEqual(try database.fetchValue(Int.self, "SELECT count(*) FROM favorites"), 0)
        XCTAssertEqual(try database.fetchValue(Int.self, "SELECT max(version) FROM schema_migrations"), CatalogStore.latestSchemaVersion)
    }
}

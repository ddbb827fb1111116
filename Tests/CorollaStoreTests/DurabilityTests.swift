import CorollaTestSupport
import Foundation
import Synchronization
import XCTest

@testable import CorollaStore

/// Sharing a file: concurrent writers, all-or-nothing bulk writes, and the sqlite3 shell.
final class DurabilityTests: XCTestCase {
    /// Rule: two connections writing at once both succeed: the second waits for the first's lock
    /// (BEGIN IMMEDIATE + busy timeout) instead of failing with "database is locked". The first
    /// holds its lock until the second's busy handler says it waits on it.
    func testTwoConnectionsWritingAtOnce() throws {
        let folder = try makeTemporaryFolder()
        let path = folder.path("catalog.sqlite")
        _ = try makeCatalog(in: folder)
        let firstHoldsLock = DispatchSemaphore(value: 0)
        let secondWaits = DispatchSemaphore(value: 0)
        let configuration = {
            var configuration = Database.Configuration()
            configuration.onBusy = { _ in secondWaits.signal() }
            return configuration
        }()
        let outcomes = Mutex<[String]>([])
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            do {
                try CatalogStore(path: path).database.write { database in
                    try database.execute("INSERT INTO plants (key, name) VALUES ('first', 'First')")
                    firstHoldsLock.signal()
                    // Holds the write lock until the second connection waits on it.
                    if secondWaits.wait(timeout: .now() + 10) == .timedOut { outcomes.withLock { $0.append("the second never waited") } }
                }
                outcomes.withLock { $0.append("first committed") }
            } catch {
                outcomes.withLock { $0.append("first failed: \(error)") }
            }
        }
        firstHoldsLock.wait()
        DispatchQueue.global().async(group: group) {
            do {
                let store = try CatalogStore(path: path, mode: .readWrite, configuration: configuration, migrations: Migration.embedded)
                try store.plants.insert(PlantDraft(key: "second", name: "Second"))
                outcomes.withLock { $0.append("second committed") }
            } catch {
                outcomes.withLock { $0.append("second failed: \(error)") }
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 20), .success)
        // Each thread says so after its commit returns, in whichever order the threads run then.
        XCTAssertEqual(outcomes.withLock { $0 }.sorted(), ["first committed", "second committed"])
        // The second inserted once it had the lock the first let go of: its row came after.
        XCTAssertEqual(try CatalogStore(path: path).database.fetchAll("SELECT key FROM plants ORDER BY id").map { $0[0] }, [.text("first"), .text("second")])
    }

    /// Rule: a bulk upsert that fails part-way leaves nothing behind: no plant, no revision bump.
    func testFailedBulkWriteLeavesNothing() throws {
        let store = try CatalogStore.inMemory()
        let revision = try store.revision()
        var drafts = (0..<1_000).map { PlantDraft(name: "Plant \($0)") }
        drafts[700].waterEveryDays = -1
        assertThrows(.constraintCheck) { try store.plants.upsert(contentsOf: drafts) }
        XCTAssertEqual(try store.plants.count(), 0)
        XCTAssertEqual(try store.revision(), revision)
        XCTAssertFalse(store.database.isInTransaction)
    }

    /// Rule: the sqlite3 shell opens a Corolla file, finds it intact (`PRAGMA integrity_check` is ok),
    /// and can edit it without Corolla's functions — the triggers still keep the revision.
    func testSQLiteShellCanOpenTheFile() throws {
        let shell = URL(fileURLWithPath: "/usr/bin/sqlite3")
        guard FileManager.default.isExecutableFile(atPath: shell.path) else { throw XCTSkip("no /usr/bin/sqlite3 here") }
        let folder = try makeTemporaryFolder()
        let path = folder.path("catalog.sqlite")
        do {
            let store = try makeCatalog(in: folder)
            let plant = try store.plants.insert(.sample("龟背竹"))
            try store.favorites.add(plantID: plant.id)
            try store.caches.putCardSizes([CardSizeKey(contentHash: ContentHash(of: "x"), style: "detail", columnWidth: 100, fingerprint: "f"): CardSize(width: 100, height: 50)])
        }
        let output = try runShell(shell, path, "PRAGMA integrity_check; SELECT name FROM plants; UPDATE plants SET notes = 'shell'; SELECT revision FROM catalog_revision;")
        XCTAssertEqual(output, "ok\n龟背竹\n3\n")
        XCTAssertEqual(try CatalogStore(path: path).plants.list().first?.notes, "shell")
    }

    private func runShell(_ shell: URL, _ path: String, _ sql: String) throws -> String {
        let process = Process()
        process.executableURL = shell
        process.arguments = [path, sql]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return String(decoding: data, as: UTF8.self)
    }
}

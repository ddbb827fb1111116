import CorollaTestSupport
import Foundation
import XCTest

@testable import CorollaStore

/// `Migrations/schema.sql`: today's schema in one file, as `sqlite3 .schema` prints a migrated catalog.
final class SchemaFileTests: XCTestCase {
    /// Rule: schema.sql (after its leading comment lines) is exactly what `sqlite3 FILE .schema`
    /// prints for a catalog every migration made, and no migration of the binary comes from it.
    func testSchemaFileIsTheMigratedSchema() throws {
        let shell = "/usr/bin/sqlite3"
        guard FileManager.default.isExecutableFile(atPath: shell) else { throw XCTSkip("no \(shell)") }
        let folder = try makeTemporaryFolder()
        _ = try makeCatalog(in: folder)
        let output = try Subprocess.run(URL(fileURLWithPath: shell), [folder.path("catalog.sqlite"), ".schema"])
        XCTAssertEqual(output.status, 0, output.errors)
        let file = try String(contentsOf: packageRoot.appendingPathComponent("Migrations/schema.sql"), encoding: .utf8)
        let schema = file.split(separator: "\n", omittingEmptySubsequences: false).drop { $0.hasPrefix("--") }.joined(separator: "\n")
        XCTAssertEqual(schema, output.outputText, "Migrations/schema.sql is not the migrated schema: write it again (see its first lines)")
        XCTAssertFalse(Migration.embedded.contains { $0.sql == file || $0.name.contains("schema") })
    }
}

import Foundation
import XCTest

/// init, db, plants and favorites: the happy paths and what reading commands do without a catalog.
final class CatalogCommandTests: CatalogTestCase {
    /// Rule: reading commands on a missing catalog read an empty one and create nothing.
    func testReadingCommandsDoNotCreateTheCatalog() throws {
        XCTAssertEqual(try succeed(["plants", "list"]).stdout, "No plants.\n")
        XCTAssertTrue(try corolla(["favorites", "list"]).stderr.hasPrefix("note: no catalog at \(database) yet"))
        XCTAssertEqual(try succeed(["export"]).stdout, "key,name,kind,notes,water_every_days,last_watered,photo_aspect,favorite,position\r\n")
        XCTAssertTrue(try succeed(["db", "status"]).stdout.contains("(does not exist yet: created on first write)"))
        XCTAssertEqual(try succeed(["db", "check"]).stdout, "No catalog at \(database): nothing to check.\n")
        try succeed(["grid", "--format", "json"])
        try succeed(["cache", "stats"])
        try succeed(["doctor"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: database))
    }

    func testInitCreatesTheFolderAndTheFile() throws {
        let nested = folder.appendingPathComponent("a/b/garden.sqlite").path
        let output = try CLIRunner.run(["init", "--db", nested, "--json"])
        XCTAssertEqual(output.status, 0, output.stderr)
        let created = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(created?["created"] as? Bool, true)
        XCTAssertTrue(FileManager.default.fileExists(atPath: nested))
        XCTAssertTrue(try CLIRunner.run(["init", "--db", nested]).stdout.hasPrefix("Catalog ready at \(nested) (schema "))
    }

    func testDatabaseStatusAndCheck() throws {
        try addFavorites(["Aloe vera", "Ficus lyrata"])
        let status = try json(try succeed(["db", "status", "--json"])) as? [String: Any]
        XCTAssertEqual(status?["plants"] as? Int, 2)
        XCTAssertEqual(status?["favorites"] as? Int, 2)
        XCTAssertEqual(status?["schema_version"] as? Int, status?["latest_schema_version"] as? Int)
        XCTAssertEqual(try succeed(["db", "check"]).stdout, "integrity:     ok\nforeign keys:  ok\nmachinery:     ok\ncache rows:    ok\n")
        let check = try json(try succeed(["db", "check", "--json"])) as? [String: Any]
        XCTAssertEqual(check?["ok"] as? Bool, true)
    }

    func testPlantsAddListShowEditWaterRemove() throws {
        let added = try json(
            try succeed(["plants", "add", "Monstera deliciosa", "--kind", "foliage", "--water-every", "7", "--watered", "2026-01-10", "--json"]))
        XCTAssertEqual((added as? [String: Any])?["key"] as? String, "monstera-deliciosa")
        try succeed(["plants", "add", "龟背竹", "--key", "guibeizhu", "--notes", "喜温暖湿润。"])
        XCTAssertEqual(try fail(["plants", "add", "Other", "--key", "guibeizhu"], status: 1), "Error: another plant already has the key 'guibeizhu' (give another with --key)\n")

        let list = try succeed(["plants", "list"]).stdout.split(separator: "\n")
        XCTAssertEqual(list.count, 3)
        XCTAssertTrue(list[0].hasPrefix("ID  KEY"))
        XCTAssertTrue(list[1].contains("Monstera deliciosa  foliage  7 d    2026-01-10  needs water"), String(list[1]))
        XCTAssertEqual(try succeed(["plants", "list", "--search", "MONSTERA", "--json"]).stdout.components(separatedBy: "\"id\"").count, 2)
        XCTAssertEqual(try succeed(["plants", "list", "--kind", "cactus"]).stdout, "No plants match the filters.\n")

        XCTAssertTrue(try succeed(["plants", "show", "guibeizhu"]).stdout.contains("notes:        喜温暖湿润。\n"))
        try succeed(["plants", "edit", "1", "--name", "Monstera", "--kind", ""])
        let edited = try json(try succeed(["plants", "show", "1", "--json"])) as? [String: Any]
        XCTAssertEqual(edited?["name"] as? String, "Monstera")
        XCTAssertTrue(edited?["kind"] is NSNull)
        XCTAssertEqual(try succeed(["plants", "water", "monstera-deliciosa", "--on", "2026-02-01"]).stdout, "Watered Monstera on 2026-02-01; next watering 2026-02-08\n")
        try succeed(["plants", "remove", "guibeizhu", "--yes"])
        XCTAssertEqual(try fail(["plants", "show", "guibeizhu"], status: 65), "Error: no plant has key or name guibeizhu\n")
        XCTAssertEqual(try succeed(["plants", "remove", "1", "-y", "--quiet"]).stdout, "")
    }

    func testFavoritesAddRemoveMoveList() throws {
        for name in ["Aloe", "Basil", "Cactus", "Dill"] { try succeed(["plants", "add", name, "-q"]) }
        XCTAssertEqual(try succeed(["favorites", "add", "aloe", "basil", "4"]).stdout, "Added 3 favorites; 3 in all\n")
        XCTAssertEqual(try succeed(["favorites", "add", "cactus", "aloe", "--at", "1"]).stdout, "Added 1 favorite (1 already was); 4 in all\n")
        XCTAssertEqual(try succeed(["favorites", "move", "dill", "--to", "2"]).stdout, "Moved Dill to position 2\n")
        let rows = try succeed(["favorites", "list"]).stdout.split(separator: "\n").dropFirst().map { $0.split(separator: " ")[2] }
        XCTAssertEqual(rows, ["cactus", "dill", "aloe", "basil"])
        XCTAssertEqual(try succeed(["favorites", "remove", "aloe", "cactus"]).stdout, "Removed 2 favorites; 2 left\n")
        let list = try json(try succeed(["favorites", "list", "--json"])) as? [[String: Any]]
        XCTAssertEqual(list?.map { $0["key"] as? String }, ["dill", "basil"])
        XCTAssertEqual(list?.map { $0["position"] as? Int }, [0, 1])
        XCTAssertEqual(try fail(["favorites", "add", "aloe", "nothing"], status: 65), "Error: no plant has key or name nothing\n")
        XCTAssertEqual((try json(try succeed(["favorites", "list", "--json"])) as? [[String: Any]])?.count, 2)
    }
}

extension CatalogStore {
    /// How the catalog's machinery differs from what this Corolla's migrations make of it: its
    /// tables, indexes, triggers and views compared with those the migrations create, and a
    /// revision gone back below a cached layout's.
    ///
    /// The comparison reads the catalog's `sqlite_schema` and compares its digest with that of the
    /// objects the build recorded (`Migration.embeddedSchema`); only when they differ does it apply
    /// the migrations to an in-memory database (once per process) and compare object by object.
    /// Only reads, in one snapshot. A file of a newer Corolla (opened read-only) has no differences
    /// this one could know of; an older one (opened read-only, never migrated) is compared with the
    /// migrations it has.
    ///
    /// - Complexity: O(n log n) for n schema objects, plus O(e) for e cached layouts; on a
    ///   difference, the migrations run in memory once per process.
    public func machineryDifferences() throws -> [MachineryDifference] {
        try database.read { database in
            let objects = try database.schemaObjects()
            let digest = SchemaObject.digest(of: objects)
            var differences: [MachineryDifference] = []
            if digest != SchemaReference.built.digest {
                let version = try schemaVersion()
                guard version <= Self.latestSchemaVersion else { return [] }
                let reference = try SchemaReference.applied(upTo: version)
                if digest != reference.digest { differences = reference.differences(from: objects) }
            }
            if let moved = try revisionMovedBackwards(besides: differences) { differences.append(moved) }
            return differences
        }
    }

    /// The revision's difference, if the highest cached layout's revision is above the catalog's; nil
    /// too when either table is missing or altered (which `differences` already says).
    private func revisionMovedBackwards(besides differences: [MachineryDifference]) throws -> MachineryDifference? {
        guard !differences.contains(where: { ["layout_cache", "catalog_revision"].contains($0.tableName) }),
            let row = try database.fetchOne("SELECT (SELECT revision FROM catalog_revision WHERE id = 1), (SELECT max(revision) FROM layout_cache)"),
            let revision = try row.decode(Int64?.self, at: 0), let cached = try row.decode(Int64?.self, at: 1), cached > revision
        else { return nil }
        return .revisionMovedBackwards(revision: revision, cachedRevision: cached)
    }

    /// Repairs what ``machineryDifferences()`` finds and may repair (``MachineryDifference/isRepairable``),
    /// in one write transaction:
    ///
    /// - drops unexpected indexes, triggers and views;
    /// - re-creates the missing or altered cache tables, `catalog_revision`, indexes and triggers, and
    ///   the indexes and triggers of each table it re-creates, with the SQL `sqlite_schema` holds for
    ///   them after the migrations ran in memory (and the rows they put in a re-created table);
    /// - then, having repaired anything, empties the caches, and when the revision had gone back or
    ///   its table was re-created, sets it to max(revision, highest cached revision + 1).
    ///
    /// Never writes to the plants, the favorites or a table the migrations do not create: those
    /// differences remain, to be reported.
    ///
    /// - Complexity: O(n log n) for n schema objects, plus the migrations run in memory and O(e) for
    ///   e cache entries.
    @discardableResult
    public func repairMachinery() throws -> MachineryRepair {
        try database.write { database in
            let found = try machineryDifferences()
            let repairable = found.filter(\.isRepairable)
            guard !repairable.isEmpty else { return MachineryRepair(repaired: [], remaining: found) }
            let version = try schemaVersion()
            let revision = try? self.revision()
            let highestCached = (try? database.fetchValue(Int64?.self, "SELECT max(revision) FROM layout_cache")) ?? nil

            var names: Set<String> = []
            var tables: Set<String> = []
            var raisesRevision = false
            func drop(_ type: String, _ name: String) throws {
                try database.executeScript("DROP \(type.uppercased()) IF EXISTS \(SchemaObject.quoted(name))")
            }
            func recreate(_ type: String, _ name: String) {
                names.insert(name)
                if type == "table" { tables.insert(name) }
            }
            for difference in repairable {
                switch difference {
                case .unexpected(let type, let name): try drop(type, name)
                case .altered(let type, let name):
                    try drop(type, name)
                    recreate(type, name)
                case .missing(let type, let name): recreate(type, name)
                case .revisionMovedBackwards: raisesRevision = true
                }
            }
            let reference = try SchemaReference.database(migrations: Migration.embedded.filter { $0.version <= version })
            for object in try reference.schemaObjects() where names.contains(object.name) || tables.contains(object.table) {
                guard let sql = object.sql else { continue }
                try database.executeScript(sql)
                if object.type == "table" { try copyRows(of: object, from: reference) }
            }

            try caches.empty()
            if raisesRevision || tables.contains("catalog_revision") {
                let floor = max(revision ?? 0, highestCached.map { $0 + 1 } ?? 0)
                try database.execute("UPDATE catalog_revision SET revision = max(revision, ?) WHERE id = 1", [.integer(floor)])
            }
            return MachineryRepair(repaired: repairable, remaining: try machineryDifferences())
        }
    }

    /// Inserts the rows `table` has in `reference`.
    private func copyRows(of table: SchemaObject, from reference: Database) throws {
        for row in try reference.fetchAll("SELECT * FROM \(table.quotedName)") {
            let placeholders = Array(repeating: "?", count: row.values.count).joined(separator: ", ")
            try database.prepare("INSERT INTO \(table.quotedName) VALUES (\(placeholders))").execute(row.values)
        }
    }
}

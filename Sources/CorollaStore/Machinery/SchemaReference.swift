/// The schema objects the migrations create: what a catalog's `sqlite_schema` must hold. Never
/// written by hand: SQLite reports them after applying the migrations to an in-memory database.
struct SchemaReference: Sendable {
    /// In the order the migrations create them.
    let objects: [SchemaObject]
    /// `SchemaObject.digest(of: objects)`.
    let digest: ContentHash

    init(objects: [SchemaObject]) {
        self.objects = objects
        digest = SchemaObject.digest(of: objects)
    }

    /// Applies `migrations` to a new in-memory database and reads what they created (for the cost,
    /// mostly SQLite's `ALTER TABLE`s, see BENCHMARKS.md).
    init(migrations: [Migration]) throws {
        self.init(objects: try Self.database(migrations: migrations).schemaObjects())
    }

    /// A new in-memory database with `migrations` applied: the reference objects, and the rows the
    /// migrations put in them.
    static func database(migrations: [Migration]) throws -> Database {
        let database = try Database.inMemory()
        try Migrator(migrations: migrations).migrate(database)
        return database
    }

    /// Every embedded migration's objects as the build's SQLite recorded them
    /// (`Migration.embeddedSchema`): the catalog's are compared with these first, at no cost.
    static let built = SchemaReference(objects: Migration.embeddedSchema)

    /// Every embedded migration's objects as this process's SQLite records them (which may word
    /// them otherwise than the build's did), built on first use: when a catalog differs from
    /// ``built``.
    static let applied = Result { try SchemaReference(migrations: Migration.embedded) }

    /// The reference of the migrations up to `version` as this process's SQLite records them: the
    /// latest one's built once; an older one's (a file opened read-only, never migrated) built now.
    static func applied(upTo version: Int) throws -> SchemaReference {
        guard version < CatalogStore.latestSchemaVersion else { return try applied.get() }
        return try SchemaReference(migrations: Migration.embedded.filter { $0.version <= version })
    }

    /// How `found` (a catalog's objects) differ from the reference's: missing, altered and
    /// unexpected objects, by type and name, in the reference's order then the catalog's.
    ///
    /// - Complexity: O(n) for n objects.
    func differences(from found: [SchemaObject]) -> [MachineryDifference] {
        let expected = Dictionary(objects.map { (ObjectID($0), $0) }, uniquingKeysWith: { first, _ in first })
        let present = Dictionary(found.map { (ObjectID($0), $0) }, uniquingKeysWith: { first, _ in first })
        var differences: [MachineryDifference] = []
        for object in objects {
            guard let other = present[ObjectID(object)] else {
                differences.append(.missing(type: object.type, name: object.name))
                continue
            }
            if other != object { differences.append(.altered(type: object.type, name: object.name)) }
        }
        for object in found where expected[ObjectID(object)] == nil {
            differences.append(.unexpected(type: object.type, name: object.name))
        }
        return differences
    }

    /// An object's identity: its type and name.
    private struct ObjectID: Hashable {
        var type: String
        var name: String

        init(_ object: SchemaObject) {
            type = object.type
            name = object.name
        }
    }
}

import CorollaJSON
import CorollaService

/// `corolla init`: creates or migrates the catalog, and repairs its machinery.
enum CatalogInit: SessionWork {
    static let name = "init"
    static let abstract = "Create the catalog, or migrate it to this version's schema; repair its machinery."
    static let discussion = """
        Photos of a catalog made before photos were stored (photo paths) are read into it; a file that \
        cannot be read is reported and keeps its path for another 'corolla init'.
        """

    static func run(_ session: Session, _ console: Console) throws {
        let existed = session.location.exists
        let service = try session.openForWriting()
        let repair = try service.machinery.repair()
        let photos = try service.plants.convertPhotoPaths()
        let status = try service.machinery.status()
        let path = session.location.path
        let repaired = repair.repaired.isEmpty ? [] : ["Repaired: \(MachineryOutput.list(repair.repaired)) (the caches were emptied)"]
        session.summarize(
            console,
            json: .object([
                JSONMember("path", .string(path.text)), JSONMember("created", .bool(!existed)),
                JSONMember("schema_version", .number(Double(status.schemaVersion))), JSONMember("repaired", MachineryOutput.json(repair.repaired)),
                JSONMember("photos", Self.json(photos)),
            ]),
            text: repaired + Self.text(photos) + [(existed ? "Catalog ready at " : "Created the catalog at ") + "\(path) (schema \(status.schemaVersion))"])
        if !session.quiet {
            for failure in photos.failures {
                console.printError(
                    "warning: the photo of '\(failure.key)' was not stored: \(failure.error) (its path stays; run corolla init again once the file is there)"
                        .visible(keepingLines: false))
            }
        }
        guard repair.remaining.isEmpty else {
            throw Failure(
                .internal, "the catalog at \(path) differs in tables 'corolla init' does not rebuild (they hold your data): "
                    + MachineryOutput.list(repair.remaining))
        }
    }

    /// `Stored 3 photos from their files (1 could not be read)`, when photo paths were converted.
    static func text(_ photos: PhotoConversion) -> [String] {
        guard photos.converted > 0 || !photos.failures.isEmpty else { return [] }
        let failed = photos.failures.isEmpty ? "" : " (\(photos.failures.count) could not be read)"
        return ["Stored \(photos.converted) photo\(photos.converted == 1 ? "" : "s") from their files\(failed)"]
    }

    /// `{"converted": 3, "failed": [{"key": …, "path": …, "reason": …}]}`.
    static func json(_ photos: PhotoConversion) -> JSONValue {
        .object([
            JSONMember("converted", .number(Double(photos.converted))),
            JSONMember(
                "failed",
                .array(
                    photos.failures.map {
                        .object([
                            JSONMember("key", .string($0.key)), JSONMember("path", .string($0.error.path)),
                            JSONMember("reason", .string($0.error.reason)),
                        ])
                    })),
        ])
    }
}

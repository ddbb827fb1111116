import CorollaJSON
import CorollaService

extension Router {
    /// A write endpoint on the plant whose id is `plant`: after ``checkWrite(_:)``, `change` with
    /// a service and the id, only while the catalog is at the revision the page saw (`?revision=`,
    /// required: 428 without it), in one transaction. Answers `{"changed": …, "revision": …}` (the
    /// revision right after the change); a
    /// catalog that changed since answers 409 with its revision and the plant as it is now (null
    /// when it is gone), and nothing is done. The page sees the change through the event stream
    /// too.
    func write(_ request: HTTPRequest, plant: String, _ change: (CatalogService, Int64) throws -> Bool) throws -> HTTPResponse {
        try request.accept(["revision"])
        try checkWrite(request)
        guard let id = PlainDecimal.integer(plant, as: Int64.self) else {
            throw HTTPFailure(400, "a write names a plant by its id (a number), not '\(plant)'")
        }
        guard let seenText = try request.argument("revision") else {
            throw HTTPFailure(428, "a write needs the catalog revision the page saw (?revision=)")
        }
        guard let seen = PlainDecimal.integer(seenText, as: Int64.self) else {
            throw HTTPFailure(400, "revision must be a whole number, not '\(seenText)'")
        }
        return try withService { service in
            // The revision after the change, read in its transaction: the write is the only change
            // between `seen` and it.
            if let (changed, revision) = try service.ifRevision(seen, { (try change(service, id), try service.revision()) }) {
                return .json(.object([JSONMember("changed", .bool(changed)), JSONMember("revision", .number(revision))]))
            }
            let current = try service.revision()
            let state = try service.reading { () -> JSONValue in
                guard let found = try? service.plant(.id(id)), found.id == id else { return .null }
                return Exporter.json(found, position: try service.favorites().first { $0.plant.id == id }?.position)
            }
            return .json(
                .object([
                    JSONMember("error", .string("the catalog changed since revision \(seen) (it is at \(current) now): nothing was done; ask the grid again")),
                    JSONMember("revision", .number(current)), JSONMember("plant", state),
                ]), status: 409)
        }
    }
}

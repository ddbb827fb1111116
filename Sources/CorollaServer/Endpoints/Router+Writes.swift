import CorollaJSON
import CorollaService

extension Router {
    /// A write endpoint on the plant whose id is `plant`: ``plantWrite(_:plant:arguments:status:_:)``
    /// answering `{"changed": …, "revision": …}`.
    func write(_ request: HTTPRequest, plant: Int64, arguments: [String] = [], _ change: (CatalogService, Int64) throws -> Bool) throws -> HTTPResponse {
        try plantWrite(request, plant: plant, arguments: arguments) { service, id in [JSONMember("changed", .bool(try change(service, id)))] }
    }

    /// A write endpoint on the plant whose id is `plant`: after
    /// ``checkedWrite(_:arguments:)``, `change` with a service and the id, in one transaction at the
    /// revision the page saw (``commit(_:at:plant:status:_:)``). No plant with the id: 404.
    func plantWrite(
        _ request: HTTPRequest, plant id: Int64, arguments: [String] = [], status: Int = 200,
        _ change: (CatalogService, Int64) throws -> [JSONMember]
    ) throws -> HTTPResponse {
        let seen = try checkedWrite(request, arguments: arguments)
        return try commit(request, at: seen, plant: id, status: status) { service in
            _ = try Self.existingPlant(id, in: service)
            return try change(service, id)
        }
    }

    /// The checks every write passes first, past the router's (``checkRoute(_:)``): the query
    /// arguments it takes (`revision` and `arguments`), and the catalog revision the page saw
    /// (`?revision=`, required: 428 without it).
    ///
    /// - Returns: that revision.
    func checkedWrite(_ request: HTTPRequest, arguments: [String] = []) throws(HTTPFailure) -> Int64 {
        try request.accept(["revision"] + arguments)
        guard let seenText = try request.argument("revision") else { throw HTTPFailure.revisionRequired }
        guard let seen = PlainDecimal.integer(seenText, as: Int64.self) else {
            throw HTTPFailure(.usage, "revision must be a whole number, not '\(seenText)'")
        }
        return seen
    }

    /// Runs `change` in one transaction while the catalog is at revision `seen`, and answers its
    /// members with `"revision"` (the revision right after the change) and `status`. A catalog that
    /// changed since answers 409 with its revision and the plant `plant` as it is now (null when it
    /// is gone, or without one), and nothing is done. The page sees the change through the event
    /// stream too.
    func commit(
        _ request: HTTPRequest, at seen: Int64, plant: Int64?, status: Int = 200, _ change: (CatalogService) throws -> [JSONMember]
    ) throws -> HTTPResponse {
        try withService { service in
            // The revision after the change, read in its transaction: the write is the only change
            // between `seen` and it.
            if let (members, revision) = try service.ifRevision(seen, { (try change(service), try service.revision()) }) {
                return .json(.object(members + [JSONMember("revision", .number(revision))]), status: status)
            }
            let current = try service.revision()
            let state = try service.reading { () -> JSONValue in
                guard let plant, let found = try service.plants.plant(id: plant) else { return .null }
                return try Self.plantJSON(found, service: service)
            }
            return .json(
                .object([
                    JSONMember("error", .string("the catalog changed since revision \(seen) (it is at \(current) now): nothing was done; ask the grid again")),
                    JSONMember("revision", .number(current)), JSONMember("plant", state),
                ]), status: Self.status(of: .conflict))
        }
    }

    /// The plant with `id` (no key or name is tried).
    ///
    /// - Throws: ``HTTPFailure`` (not found) when no plant has it.
    static func existingPlant(_ id: Int64, in service: CatalogService) throws -> Plant {
        guard let plant = try service.plants.plant(id: id) else { throw HTTPFailure(.notFound, "no plant has the id \(id)") }
        return plant
    }
}

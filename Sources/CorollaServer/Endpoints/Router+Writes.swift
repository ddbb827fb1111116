import CorollaJSON
import CorollaService

extension Router {
    /// A write endpoint on the plant whose id is `plant`: ``plantWrite(_:plant:arguments:favoritesOrder:status:_:)``
    /// answering `{"changed": …, "version": …, "revision": …}`.
    func write(
        _ request: HTTPRequest, plant: Int64, arguments: [String] = [], favoritesOrder: Bool = false,
        _ change: (CatalogService, Int64) throws -> Bool
    ) throws -> HTTPResponse {
        try plantWrite(request, plant: plant, arguments: arguments, favoritesOrder: favoritesOrder) { service, id in
            [JSONMember("changed", .bool(try change(service, id)))]
        }
    }

    /// A write endpoint on the plant whose id is `plant` (a number: keys can change): after
    /// ``checkedWrite(_:arguments:)`` and the plant's condition (``plantCondition(_:plant:favoritesOrder:)``),
    /// `change` with a service and the id, in one transaction while the plant is at the version the
    /// page saw (``ifUnchanged(_:_:status:_:)``). Writes to other plants never conflict with it. No
    /// plant with the id: 404.
    func plantWrite(
        _ request: HTTPRequest, plant: Int64, arguments: [String] = [], favoritesOrder: Bool = false, status: Int = 200,
        _ change: (CatalogService, Int64) throws -> [JSONMember]
    ) throws -> HTTPResponse {
        try checkedWrite(request, arguments: arguments)
        let condition = try plantCondition(request, plant: plant, favoritesOrder: favoritesOrder)
        return try ifUnchanged(request, condition, status: status) { service in try change(service, condition.plantID) }
    }

    /// The checks every write passes first, past the router's (``checkRoute(_:)``): the query
    /// arguments it takes (`arguments`).
    func checkedWrite(_ request: HTTPRequest, arguments: [String] = []) throws(HTTPFailure) {
        try request.accept(arguments)
    }

    /// What a write to the plant `plant` is conditioned on: the version the page saw, in
    /// `If-Match` (required: 428 without it), and for a move, the favorites' order the page saw,
    /// in ``favoritesOrderHeader`` (required then too).
    func plantCondition(_ request: HTTPRequest, plant id: Int64, favoritesOrder: Bool) throws(HTTPFailure) -> PlantCondition {
        guard let version = try request.matchedVersion() else {
            throw .preconditionRequired("a write to a plant needs If-Match: the plant's version the page saw, as its ETag gives it (\"7\")")
        }
        guard favoritesOrder else { return PlantCondition(plantID: id, version: version.number) }
        guard let order = try request.favoritesOrder() else {
            throw .preconditionRequired("a move needs \(Self.favoritesOrderHeader): the favorites' order the page saw, as the grid gives it")
        }
        return PlantCondition(plantID: id, version: version.number, favoritesOrder: order)
    }

    /// The header a move carries the favorites' order in (`"<tag>"`, as `/api/grid`'s
    /// `favorites_order` gives it).
    static let favoritesOrderHeader = "X-Corolla-Favorites-Order"

    /// Runs `change` in one transaction while the plant and the favorites' order are as
    /// `condition` says (``CatalogService/ifUnchanged(_:_:)``), and answers its members with
    /// `"version"` (the plant's version right after the change; null once it is removed), `"revision"`
    /// (the catalog's) and `status`, the version as `ETag`. A plant that changed since answers 412
    /// with the plant as it is now (its version as `ETag`) and the favorites' order, and nothing is
    /// done. The page sees the change through the event stream too.
    func ifUnchanged(
        _ request: HTTPRequest, _ condition: PlantCondition, status: Int = 200, _ change: (CatalogService) throws -> [JSONMember]
    ) throws -> HTTPResponse {
        try withService { service in
            let id = condition.plantID
            if let (members, version, revision) = try service.ifUnchanged(condition, {
                (try change(service), try service.plants.version(of: id), try service.revision())
            }) {
                let answer = members + [JSONMember("version", version.map { .number($0) } ?? .null), JSONMember("revision", .number(revision))]
                return .json(.object(answer), status: status).tagged(version)
            }
            let (plant, version, order) = try service.reading { () -> (JSONValue, Int64?, String) in
                let plant = try service.plants.plant(id: id)
                return (try plant.map { try Self.plantJSON($0, service: service) } ?? .null, try service.plants.version(of: id), try service.favorites.orderTag())
            }
            let what = condition.favoritesOrder.map { $0 != order ? "the favorites' order" : nil } ?? nil
            return HTTPResponse.preconditionFailed([
                JSONMember("error", .string("\(what ?? "the plant") changed since the page saw it: nothing was done")),
                JSONMember("plant", plant), JSONMember("version", version.map { .number($0) } ?? .null),
                JSONMember("favorites_order", .string(order)),
            ]).tagged(version)
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

extension HTTPResponse {
    /// The response with `ETag: "<version>"` (none when `version` is nil).
    func tagged(_ version: Int64?) -> HTTPResponse {
        guard let version else { return self }
        var tagged = self
        tagged.headers.append(("ETag", "\"\(version)\""))
        return tagged
    }
}

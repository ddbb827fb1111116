import CorollaJSON
import CorollaService

extension Router {
    /// The fields `POST /api/plants` and `PATCH /api/plants/ID` take: those the page edits
    /// (``PlantField/editedOnPage``); a new plant may also be made a `favorite`.
    static let editableFields = PlantField.editedOnPage

    /// The most bytes a plant's addition and a plant's edit take: the JSON object of every field
    /// each takes at its declared limit, written as long as JSON allows
    /// (``PlantField/largestJSONObjectBytes(_:)``), so that every plant the catalog may hold can
    /// be sent whole.
    static let addBodyBytes = PlantField.largestJSONObjectBytes(editableFields + [.favorite])
    static let editBodyBytes = PlantField.largestJSONObjectBytes(editableFields)

    /// `GET /api/plants/ID`: `{"plant": …}` (``plantJSON(_:service:)``), its version as `ETag`.
    func showPlant(_ request: HTTPRequest, plant id: Int64) throws -> HTTPResponse {
        try request.accept([])
        return try withService { service in
            try service.reading {
                let json = try Self.plantJSON(Self.existingPlant(id, in: service), service: service)
                return HTTPResponse.json(.object([JSONMember("plant", json)])).tagged(try service.plants.version(of: id))
            }
        }
    }

    /// `POST /api/plants/ID/water`: records that the plant was watered today, by the request's
    /// sender, answering `{"changed": …, "version": …, "revision": …}` (changed false when it already was).
    func waterPlant(_ request: HTTPRequest, plant: Int64) throws -> HTTPResponse {
        try write(request, plant: plant) { service, id in try service.waterings.waterToday(.id(id), by: request.sender) }
    }

    /// `POST /api/plants`: adds the plant the JSON body describes (`name`, and optionally `kind`,
    /// `water_every_days`, `notes`, `favorite`), answering 201 `{"plant": …, "version": …,
    /// "revision": …}`. As `corolla plants add` does, a name another plant has is added too, under
    /// a key of its own, and the answer says so in `note`. A new plant conflicts with no other write.
    func addPlant(_ request: HTTPRequest) throws -> HTTPResponse {
        try checkedWrite(request)
        let changes = try Self.fieldChanges(request, accepting: Self.editableFields + [.favorite], requiringName: true)
        return try unconditionalWrite(status: 201) { service in
            let plant = try service.plants.add(changes.draft(over: nil))
            if changes.favorite == true { try service.favorites.add(.id(plant.id)) }
            let note = try service.plants.sameNameNote(plant, outcome: "added as \(plant.key)")
            return (plant.id, [JSONMember("plant", try Self.plantJSON(plant, service: service))] + (note.map { [JSONMember("note", .string($0))] } ?? []))
        }
    }

    /// Runs `change` in one transaction, answering its members with the version of the plant it
    /// names (as `"version"` and `ETag`) and the catalog's `"revision"`: a write that makes a plant
    /// (an add, an Undo of a removal), which no other write can conflict with.
    func unconditionalWrite(status: Int, _ change: (CatalogService) throws -> (plant: Int64, members: [JSONMember])) throws -> HTTPResponse {
        try withService { service in
            let (members, version, revision) = try service.inOneWrite {
                let (id, members) = try change(service)
                return (members, try service.plants.version(of: id), try service.revision())
            }
            let answer = members + [JSONMember("version", version.map { .number($0) } ?? .null), JSONMember("revision", .number(revision))]
            return HTTPResponse.json(.object(answer), status: status).tagged(version)
        }
    }

    /// `PATCH /api/plants/ID`: changes the fields the JSON body has (null clears one; the name
    /// cannot be cleared), answering `{"plant": …, "version": …, "revision": …}`.
    func editPlant(_ request: HTTPRequest, plant: Int64) throws -> HTTPResponse {
        try plantWrite(request, plant: plant) { service, id in
            let changes = try Self.fieldChanges(request, accepting: Self.editableFields, requiringName: false)
            let plant = try Self.existingPlant(id, in: service)
            let edited = try service.plants.edit(.id(id)) { $0 = changes.draft(over: plant) }
            return [JSONMember("plant", try Self.plantJSON(edited, service: service))]
        }
    }

    /// `DELETE /api/plants/ID`: removes the plant, answering `{"removed": …, "restore": TOKEN,
    /// "version": null, "revision": …}`; the token puts it back (``restorePlant(_:token:)``) while ``RemovedPlants``
    /// keeps it.
    func removePlant(_ request: HTTPRequest, plant: Int64) throws -> HTTPResponse {
        try plantWrite(request, plant: plant) { service, id in
            let removed = try service.plants.removeForUndo(id: id)
            return [
                JSONMember("removed", Self.plantJSON(removed.plant, favoritePosition: removed.favoritePosition)),
                JSONMember("restore", .string(removedPlants.keep(removed))),
            ]
        }
    }

    /// `POST /api/plants/restore/TOKEN`: puts the plant removed with `token` back exactly (id,
    /// key, fields, photo, waterings, favorite position), answering 201 `{"plant": …, "version": …,
    /// "revision": …}`, with a version it never had.
    func restorePlant(_ request: HTTPRequest, token: String) throws -> HTTPResponse {
        try checkedWrite(request)
        let removed = removedPlants.removed(token)
        let response = try unconditionalWrite(status: 201) { service in
            guard let removed else {
                throw HTTPFailure(
                    .notFound, "no removed plant has this token (the last \(RemovedPlants.capacity) are kept, for \(RemovedPlants.lifetime.components.seconds / 60) minutes)")
            }
            do {
                let plant = try service.plants.restore(removed)
                return (plant.id, [JSONMember("plant", try Self.plantJSON(plant, service: service))])
            } catch let error as PlantRestoreError {
                throw HTTPFailure(.conflict, error.description)
            }
        }
        if response.status == 201 { removedPlants.forget(token) }
        return response
    }

    /// `DELETE /api/plants/ID/waterings/YYYY-MM-DD`: removes that watering (an Undo of watering),
    /// answering `{"changed": …, "version": …, "revision": …}`.
    func unwaterPlant(_ request: HTTPRequest, plant: Int64, day: CalendarDate) throws -> HTTPResponse {
        try write(request, plant: plant) { service, id in
            try service.waterings.unwater(.id(id), on: day).removed != nil
        }
    }

    /// The changes a write's JSON body asks for.
    ///
    /// - Throws: ``HTTPFailure`` (bad input) naming the member that is unknown or bad (`"field"`), or
    ///   saying the body is not a JSON object.
    static func fieldChanges(_ request: HTTPRequest, accepting fields: [PlantField], requiringName: Bool) throws(HTTPFailure) -> PlantFieldChanges {
        guard !request.body.isEmpty else { throw HTTPFailure(.badInput, "this write needs a JSON object as its body") }
        let members: [JSONMember]
        do {
            guard case .object(let object) = try JSONParser.parseDocument(request.body).root else {
                throw HTTPFailure(.badInput, "the body must be a JSON object")
            }
            members = object
        } catch let failure as HTTPFailure {
            throw failure
        } catch {
            throw HTTPFailure(.badInput, "the body is not JSON: \(error)")
        }
        do {
            return try PlantFieldChanges(members, accepting: fields, requiringName: requiringName)
        } catch {
            throw HTTPFailure(.badInput, error.description, field: error.field)
        }
    }
}

import CorollaService
import CorollaServer
import CorollaTestSupport
import Foundation
import XCTest

/// The phone's writes: a plant shown, added, edited, removed and put back, favorites placed and
/// moved, a watering undone — each checked against the catalog through the service.
final class PlantEditTests: ServerTestCase {
    /// Sends a write from the page: same origin, its CSRF token, the plant's version as the
    /// catalog served has it now (``conditioned(_:_:in:)``), `body` as JSON.
    private func write(_ client: HTTPClient, _ method: String, _ target: String, _ body: String? = nil) throws -> HTTPClient.Response {
        var headers = try conditioned(writeHeaders(client), target, in: XCTUnwrap(servedPath))
        if body != nil { headers["Content-Type"] = "application/json" }
        return try client.send(method, target, headers: headers, body: Array((body ?? "").utf8))
    }

    /// `response`'s `plant` (or `member`) object.
    private func plant(_ response: HTTPClient.Response, _ member: String = "plant") throws -> [String: Any] {
        try XCTUnwrap(response.json()[member] as? [String: Any], response.text)
    }

    /// The favorites' ids, in order.
    private func favoriteIDs(_ path: String) throws -> [Int64] {
        try CatalogService(path: path).favorites.list().map(\.plant.id)
    }

    /// Rule: `GET /api/plants/ID` answers the plant the catalog has under that id — the export's
    /// fields, whether it needs water and when it is due, its photo's size and its favorite index
    /// — and 404 for an id no plant has (no key or name is tried).
    func testShowAnswersThePlantByItsID() throws {
        let path = try makeCatalog(plants: 6, favorites: 4)
        let (_, client) = try serve(path)
        let service = try CatalogService(path: path)
        for key in ["plant-2", "plant-5"] {
            let stored = try service.plants.plant(.key(key))
            let shown = try plant(client.get("/api/plants/\(stored.id)"))
            XCTAssertEqual(shown["id"] as? Int, Int(stored.id))
            XCTAssertEqual(shown["key"] as? String, stored.key)
            XCTAssertEqual(shown["name"] as? String, stored.name)
            XCTAssertEqual(shown["kind"] as? String, stored.kind)
            XCTAssertEqual(shown["notes"] as? String, stored.notes)
            XCTAssertEqual(shown["water_every_days"] as? Int, stored.waterEveryDays)
            XCTAssertEqual(shown["last_watered"] as? String, stored.lastWatered?.description)
            XCTAssertEqual(shown["due"] as? String, stored.nextWatering?.description)
            XCTAssertEqual(shown["needs_water"] as? Bool, stored.needsWater(on: .today))
            XCTAssertTrue(shown["photo"] is NSNull)
            XCTAssertEqual(shown["favorite_position"] as? Int, try service.favorites.list().firstIndex { $0.plant.id == stored.id })
        }
        XCTAssertTrue(try plant(client.get("/api/plants/\(try service.plants.plant(.key("plant-5")).id)"))["favorite_position"] is NSNull)
        _ = try service.plants.add(PlantDraft(key: "999", name: "Digits"))
        XCTAssertEqual(try client.get("/api/plants/999").status, 404, "an id no plant has is not read as a key")
        XCTAssertEqual(try client.get("/api/plants/plant-1").status, 400)
    }

    /// Rule: `POST /api/plants` adds the plant as `corolla plants add` does — a name another plant
    /// has is added under a key of its own, with a note — and makes it a favorite (last) when asked.
    func testAddMakesThePlantAsTheCLIDoes() throws {
        let path = try makeCatalog(plants: 3, favorites: 2)
        let (_, client) = try serve(path)
        let added = try write(
            client, "POST", "/api/plants",
            #"{"name": "Calathea", "kind": "Prayer plant", "water_every_days": 4, "notes": "Filtered water.", "favorite": true}"#)
        XCTAssertEqual(added.status, 201, added.text)
        let id = try XCTUnwrap(try plant(added)["id"] as? Int)
        let stored = try XCTUnwrap(try CatalogService(path: path).plants.plant(id: Int64(id)))
        XCTAssertEqual(stored.draft, PlantDraft(key: "calathea", name: "Calathea", kind: "Prayer plant", notes: "Filtered water.", waterEveryDays: 4))
        XCTAssertEqual(try favoriteIDs(path).last, Int64(id))
        XCTAssertEqual(try plant(added)["favorite_position"] as? Int, 2)
        XCTAssertEqual(try added.json()["revision"] as? Int, Int(try revision(path)))
        let again = try write(client, "POST", "/api/plants", #"{"name": "Calathea"}"#)
        XCTAssertEqual(again.status, 201, again.text)
        XCTAssertEqual(try plant(again)["key"] as? String, "calathea-2")
        XCTAssertEqual(try again.json()["note"] as? String, "a plant named Calathea exists (calathea); added as calathea-2")
        XCTAssertEqual(try favoriteIDs(path).count, 3, "not a favorite unless asked")
    }

    /// Rule: `PATCH /api/plants/ID` changes the fields given and only those; null clears kind,
    /// notes and interval.
    func testEditChangesTheFieldsGiven() throws {
        let path = try makeCatalog(plants: 3, favorites: 3)
        let (_, client) = try serve(path)
        let service = try CatalogService(path: path)
        let before = try service.plants.plant(.key("plant-1"))
        let edited = try write(
            client, "PATCH", "/api/plants/\(before.id)", #"{"name": "Renamed", "kind": null, "water_every_days": 12}"#)
        XCTAssertEqual(edited.status, 200, edited.text)
        var expected = before
        (expected.name, expected.kind, expected.waterEveryDays) = ("Renamed", nil, 12)
        XCTAssertEqual(try XCTUnwrap(service.plants.plant(id: before.id)).draft, expected.draft)
        XCTAssertEqual(try plant(edited)["name"] as? String, "Renamed")
        let cleared = try write(client, "PATCH", "/api/plants/\(before.id)", #"{"notes": null, "water_every_days": null}"#)
        XCTAssertEqual(cleared.status, 200, cleared.text)
        (expected.notes, expected.waterEveryDays) = (nil, nil)
        XCTAssertEqual(try XCTUnwrap(service.plants.plant(id: before.id)).draft, expected.draft)
    }

    /// Rule: a body field that is unknown, of the wrong type or out of range, a blank name, and a
    /// body that is no JSON object (a repeated member included) are each a 400 naming the field
    /// (when there is one), never a 500, and change nothing.
    func testBadFieldsAreRefusedNamingThem() throws {
        let path = try makeCatalog(plants: 3, favorites: 3)
        let (_, client) = try serve(path)
        let id = try CatalogService(path: path).plants.plant(.key("plant-1")).id
        let start = try revision(path)
        let cases: [(method: String, target: String, body: String, field: String?)] = [
            ("POST", "/api/plants", #"{"name": "A", "colour": "red"}"#, "colour"),
            ("POST", "/api/plants", #"{"kind": "Fern"}"#, "name"),
            ("POST", "/api/plants", #"{"name": "   "}"#, "name"),
            ("POST", "/api/plants", #"{"name": "A", "water_every_days": 0}"#, "water_every_days"),
            ("POST", "/api/plants", #"{"name": "A", "water_every_days": "often"}"#, "water_every_days"),
            ("POST", "/api/plants", #"{"name": "A", "kind": 3}"#, "kind"),
            ("POST", "/api/plants", #"{"name": "A", "favorite": "yes please"}"#, "favorite"),
            ("POST", "/api/plants", #"{"name": "\#(String(repeating: "x", count: 501))"}"#, "name"),
            ("PATCH", "/api/plants/\(id)", #"{"name": null}"#, "name"),
            ("PATCH", "/api/plants/\(id)", #"{"name": ""}"#, "name"),
            ("PATCH", "/api/plants/\(id)", #"{"favorite": true}"#, "favorite"),
            ("PATCH", "/api/plants/\(id)", #"{"key": "other"}"#, "key"),
            ("PATCH", "/api/plants/\(id)", #"["name"]"#, nil),
            ("PATCH", "/api/plants/\(id)", #"{"name": "#, nil),
            ("PATCH", "/api/plants/\(id)", #"{"name": "A", "name": "B"}"#, nil),
            ("POST", "/api/plants", "", nil),
        ]
        for (method, target, body, field) in cases {
            let response = try write(client, method, target, body.isEmpty ? nil : body)
            XCTAssertEqual(response.status, 400, "\(method) \(body): \(response.text)")
            let answer = try response.json()
            XCTAssertNotNil(answer["error"] as? String)
            XCTAssertEqual(answer["field"] as? String, field, "\(method) \(body): \(response.text)")
        }
        XCTAssertEqual(try revision(path), start)
    }

    /// Rule: every new write refuses, changing nothing, a request without the CSRF token or from
    /// another origin (403) and a JSON body past the largest plant's write (413); a write to a plant,
    /// one without `If-Match` (428) and one with a stale version (412, with the plant as it is now
    /// and its version as ETag); under `--read-only` all are 403.
    func testEveryNewWriteHasTheGuards() throws {
        let path = try makeCatalog(plants: 6, favorites: 4)
        let (_, client) = try serve(path)
        let service = try CatalogService(path: path)
        let plant = try service.plants.plant(.key("plant-2"))
        let writes: [(method: String, path: String, query: String, body: String?)] = [
            ("POST", "/api/plants", "", #"{"name": "New"}"#),
            ("PATCH", "/api/plants/\(plant.id)", "", #"{"notes": "x"}"#),
            ("DELETE", "/api/plants/\(plant.id)", "", nil),
            ("POST", "/api/plants/restore/0123", "", nil),
            ("DELETE", "/api/plants/\(plant.id)/photo", "", nil),
            ("DELETE", "/api/plants/\(plant.id)/waterings/\(plant.lastWatered?.description ?? "")", "", nil),
            ("POST", "/api/favorites/\(plant.id)", "?position=0", nil),
            ("POST", "/api/favorites/\(plant.id)/move", "?to=2", nil),
        ]
        let start = try revision(path)
        let headers = try writeHeaders(client)
        for write in writes {
            let body = Array((write.body ?? "").utf8)
            var json = headers
            if write.body != nil { json["Content-Type"] = "application/json" }
            let target = write.path + write.query
            let what = "\(write.method) \(write.path)"
            let toPlant = write.path.contains("/\(plant.id)")
            json = try conditioned(json, target, in: path)
            var noToken = json
            noToken["X-Corolla-CSRF"] = nil
            XCTAssertEqual(try client.send(write.method, target, headers: noToken, body: body).status, 403, what)
            let foreign = json.merging(["Origin": "http://attacker.example"]) { $1 }
            XCTAssertEqual(try client.send(write.method, target, headers: foreign, body: body).status, 403, what)
            if toPlant {
                var unversioned = json
                unversioned["If-Match"] = nil
                XCTAssertEqual(try client.send(write.method, target, headers: unversioned, body: body).status, 428, what)
                let stale = try client.send(write.method, target, headers: json.merging(["If-Match": "\"0\""]) { $1 }, body: body)
                XCTAssertEqual(stale.status, 412, "\(what): \(stale.text)")
                XCTAssertEqual((try stale.json()["plant"] as? [String: Any])?["key"] as? String, plant.key, what)
                XCTAssertEqual(stale.headers["etag"], "\"\(try XCTUnwrap(service.plants.version(of: plant.id)))\"", what)
            }
            let large = Array(#"{"notes": "\#(String(repeating: "n", count: PlantField.largestJSONObjectBytes(PlantField.editedOnPage + [.favorite])))"}"#.utf8)
            XCTAssertEqual(try client.send(write.method, target, headers: json.merging(["Content-Type": "application/json"]) { $1 }, body: large).status, 413, what)
        }
        XCTAssertEqual(try revision(path), start, "no refused write changed the catalog")
        let (_, readOnly) = try serve(path, configuration: ServerConfiguration(port: 0, readOnly: true))
        let readOnlyHeaders = try writeHeaders(readOnly)
        for write in writes {
            var json = readOnlyHeaders
            if write.body != nil { json["Content-Type"] = "application/json" }
            let response = try readOnly.send(write.method, write.path + write.query, headers: try conditioned(json, write.path, in: path), body: Array((write.body ?? "").utf8))
            XCTAssertEqual(response.status, 403, "\(write.method) \(write.path) read-only: \(response.text)")
        }
        XCTAssertEqual(try revision(path), start)
    }

    /// Rule: removing a plant and restoring it with the token its removal answered gives back the
    /// catalog as it was — the same export (fields, favorite order, waterings) and the same plant
    /// row (id, key, photo, timestamps); the token then is spent.
    func testRemoveThenRestoreGivesTheSameCatalog() throws {
        let path = try makeCatalog(plants: 8, favorites: 6)
        let service = try CatalogService(path: path)
        let target = try service.plants.plant(.key("plant-3"))
        _ = try service.waterings.water([.id(target.id)], on: CalendarDate(daysSinceToday: -20))
        _ = try service.waterings.water([.id(target.id)], on: CalendarDate(daysSinceToday: -11))
        _ = try service.plants.setPhoto(.id(target.id), PhotoFile.thumbnail(of: PhotoFixtures.portraitJPEG))
        let before = try service.plants.plant(id: target.id)
        let export = try service.transfer.export(as: .json)
        let (_, client) = try serve(path)
        let removed = try write(client, "DELETE", "/api/plants/\(target.id)")
        XCTAssertEqual(removed.status, 200, removed.text)
        XCTAssertEqual(try plant(removed, "removed")["favorite_position"] as? Int, 3)
        XCTAssertNil(try service.plants.plant(id: target.id))
        XCTAssertFalse(try favoriteIDs(path).contains(target.id))
        let token = try XCTUnwrap(try removed.json()["restore"] as? String)
        let restored = try write(client, "POST", "/api/plants/restore/\(token)")
        XCTAssertEqual(restored.status, 201, restored.text)
        XCTAssertEqual(try service.transfer.export(as: .json), export)
        XCTAssertEqual(try service.plants.plant(id: target.id), before)
        XCTAssertEqual(try service.waterings.history(of: XCTUnwrap(before), recent: 10).count, 3)
        XCTAssertEqual(try plant(restored)["favorite_position"] as? Int, 3)
        let again = try write(client, "POST", "/api/plants/restore/\(token)")
        XCTAssertEqual(again.status, 404, again.text)
    }

    /// Rule: a removed plant whose id another plant was given since is not put back (409), and
    /// nothing changes.
    func testRestoreRefusesAnIDTakenSince() throws {
        let path = try makeCatalog(plants: 4, favorites: 2)
        let service = try CatalogService(path: path)
        let newest = try XCTUnwrap(try service.plants.list().max { $0.id < $1.id })
        let (_, client) = try serve(path)
        let removed = try write(client, "DELETE", "/api/plants/\(newest.id)")
        let token = try XCTUnwrap(try removed.json()["restore"] as? String)
        let taker = try service.plants.add(PlantDraft(name: "Taker"))
        XCTAssertEqual(taker.id, newest.id, "SQLite gives the largest id again")
        let start = try revision(path)
        let refused = try write(client, "POST", "/api/plants/restore/\(token)")
        XCTAssertEqual(refused.status, 409, refused.text)
        XCTAssertEqual(try revision(path), start)
        XCTAssertEqual(try service.plants.plant(id: newest.id)?.name, "Taker")
    }

    /// Rule: unfavoriting and then favoriting at the index it had (`?position=`) gives back the
    /// same order; a position outside 0…count is 400; `move` puts a favorite at an index in one
    /// write.
    func testFavoriteAtAPositionAndMoveKeepTheOrder() throws {
        let path = try makeCatalog(plants: 8, favorites: 8)
        let (_, client) = try serve(path)
        let order = try favoriteIDs(path)
        let moved = order[5]
        XCTAssertEqual(try write(client, "DELETE", "/api/favorites/\(moved)").status, 200)
        XCTAssertEqual(try favoriteIDs(path), order.filter { $0 != moved })
        let outside = try write(client, "POST", "/api/favorites/\(moved)?position=8")
        XCTAssertEqual(outside.status, 400, outside.text)
        let back = try write(client, "POST", "/api/favorites/\(moved)?position=5")
        XCTAssertEqual(back.status, 200, back.text)
        XCTAssertEqual(try back.json()["changed"] as? Bool, true)
        XCTAssertEqual(try favoriteIDs(path), order)
        let move = try write(client, "POST", "/api/favorites/\(order[1])/move?to=6")
        XCTAssertEqual(move.status, 200, move.text)
        var expected = order
        expected.insert(expected.remove(at: 1), at: 6)
        XCTAssertEqual(try favoriteIDs(path), expected)
        XCTAssertEqual(try write(client, "POST", "/api/favorites/\(order[1])/move?to=8").status, 400)
        XCTAssertEqual(try write(client, "POST", "/api/favorites/\(order[1])/move").status, 400)
        let still = try write(client, "POST", "/api/favorites/\(order[1])/move?to=6")
        XCTAssertEqual(try still.json()["changed"] as? Bool, false)
    }

    /// Rule: watering then `DELETE …/waterings/DAY` of that day gives back the plant's last
    /// watering and history; a day that is not recorded changes nothing.
    func testUndoOfWateringRemovesThatDay() throws {
        let path = try makeCatalog(plants: 4, favorites: 4)
        let service = try CatalogService(path: path)
        let before = try service.plants.plant(.key("plant-1"))
        let history = try service.waterings.history(of: before, recent: 10)
        XCTAssertNotEqual(before.lastWatered, .today)
        let (_, client) = try serve(path)
        XCTAssertEqual(try write(client, "POST", "/api/plants/\(before.id)/water").status, 200)
        XCTAssertEqual(try service.plants.plant(id: before.id)?.lastWatered, .today)
        let undone = try write(client, "DELETE", "/api/plants/\(before.id)/waterings/\(CalendarDate.today)")
        XCTAssertEqual(try undone.json()["changed"] as? Bool, true, undone.text)
        XCTAssertEqual(try service.plants.plant(id: before.id)?.draft, before.draft)
        XCTAssertEqual(try service.waterings.history(of: before, recent: 10), history)
        let none = try write(client, "DELETE", "/api/plants/\(before.id)/waterings/\(CalendarDate.today)")
        XCTAssertEqual(try none.json()["changed"] as? Bool, false, none.text)
        XCTAssertEqual(try write(client, "DELETE", "/api/plants/\(before.id)/waterings/today").status, 400)
    }

    /// Rule: each new write reaches an open page through the event stream: the revision it answers
    /// is announced.
    func testWritesReachTheEventStream() throws {
        let path = try makeCatalog(plants: 4, favorites: 4)
        let (_, client) = try serve(path, configuration: Self.quickPolling)
        let id = try CatalogService(path: path).plants.plant(.key("plant-2")).id
        var reader = try client.openEvents()
        defer { close(reader.socket) }
        _ = try reader.read(until: "\"revision\":\(try revision(path))}")
        let writes: [(String, String, String?)] = [
            ("POST", "/api/plants", #"{"name": "Pilea"}"#),
            ("PATCH", "/api/plants/\(id)", #"{"notes": "Turn weekly."}"#),
            ("POST", "/api/favorites/\(id)/move", nil),
            ("DELETE", "/api/plants/\(id)", nil),
        ]
        for (method, target, body) in writes {
            let query = target.hasSuffix("move") ? "?to=0" : ""
            let response = try write(client, method, target + query, body)
            let revision = try XCTUnwrap(try response.json()["revision"] as? Int, response.text)
            XCTAssertTrue(try reader.read(until: "\"revision\":\(revision)}").contains("event: revision"), "\(method) \(target)")
        }
    }
}

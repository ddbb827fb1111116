import CorollaService
import CorollaServer
import Foundation
import XCTest

final class SafetyTests: ServerTestCase {
    /// Rule: every class of bad request gets its status and a JSON error, and changes nothing in
    /// the catalog (its revision and favorites stay as they were).
    func testBadRequestsGetTheirStatusAndChangeNothing() throws {
        let (path, client, token) = try servedGrid(plants: 12, favorites: 10)
        let write = try writeHeaders(client)
        let before = (try revision(path), try CatalogService(path: path).favorites.list().map(\.plant.id))
        let port = client.port
        let cases: [(String, () throws -> HTTPClient.Response, Int)] = [
            ("rect with three numbers", { try client.get("/api/grid/elements?token=\(token)&rect=0,0,10") }, 400),
            ("rect not numbers", { try client.get("/api/grid/elements?token=\(token)&rect=a,b,c,d") }, 400),
            ("rect too large", { try client.get("/api/grid/elements?token=\(token)&rect=0,0,390,99999") }, 400),
            ("rect negative side", { try client.get("/api/grid/elements?token=\(token)&rect=0,0,-1,10") }, 400),
            ("rect infinite", { try client.get("/api/grid/elements?token=\(token)&rect=0,0,inf,10") }, 400),
            ("unknown token", { try client.get("/api/grid/elements?token=0123&rect=0,0,10,10") }, 404),
            ("width missing", { try client.get("/api/grid") }, 400),
            ("width zero", { try client.get("/api/grid?width=0") }, 400),
            ("width repeated", { try client.get("/api/grid?width=390&width=391") }, 400),
            ("unknown layout", { try client.get("/api/grid?width=390&layout=fan") }, 400),
            ("unknown argument", { try client.get("/api/grid?width=390&colour=red") }, 400),
            ("query too long", { try client.get("/api/grid?width=390&anchor=" + String(repeating: "9", count: 3000)) }, 414),
            ("unknown path", { try client.get("/etc/passwd") }, 404),
            ("wrong method on a read", { try client.send("POST", "/api/grid?width=390", headers: write) }, 405),
            ("wrong method on a write", { try client.send("PUT", self.addressed("/api/favorites/plant-11", in: path), headers: write) }, 405),
            ("wrong Host", { try client.send("POST", self.addressed("/api/favorites/plant-11", in: path), host: "evil.example:\(port)", headers: write) }, 421),
            ("rebinding name", { try client.send("GET", "/", host: "attacker.example:\(port)") }, 421),
            ("no Origin on a write", { try client.send("POST", self.addressed("/api/favorites/plant-11", in: path), headers: ["X-Corolla-CSRF": write["X-Corolla-CSRF"] ?? ""]) }, 403),
            ("foreign Origin on a write", {
                try client.send("DELETE", self.addressed("/api/favorites/plant-1", in: path), headers: write.merging(["Origin": "http://attacker.example"]) { $1 })
            }, 403),
            ("no CSRF token on a write", { try client.send("POST", self.addressed("/api/plants/plant-1/water", in: path), headers: ["Origin": write["Origin"] ?? ""]) }, 403),
            ("wrong CSRF token", { try client.send("POST", self.addressed("/api/plants/plant-1/water", in: path), headers: write.merging(["X-Corolla-CSRF": "00"]) { $1 }) }, 403),
            ("oversize body", {
                try client.send("POST", self.addressed("/api/plants", in: path), headers: write.merging(["Content-Type": "application/json"]) { $1 }, body: Array(repeating: 32, count: 1_000_000))
            }, 413),
            ("a body on a write that takes none", { try client.send("POST", self.addressed("/api/favorites/plant-11", in: path), headers: write, body: Array("{}".utf8)) }, 413),
            ("body not JSON", {
                try client.send("POST", self.addressed("/api/plants", in: path), headers: write.merging(["Content-Type": "text/plain"]) { $1 }, body: Array("x".utf8))
            }, 415),
            ("unknown plant", { try client.send("POST", "/api/plants/99999/water", headers: write.merging(["If-Match": "*"]) { $1 }) }, 404),
            ("a plant named by its key", { try client.send("POST", "/api/plants/plant-1/water", headers: write.merging(["If-Match": "*"]) { $1 }) }, 400),
            ("no If-Match on a write", { try client.send("POST", "/api/favorites/12", headers: write) }, 428),
            ("an If-Match that is not a version", { try client.send("POST", "/api/favorites/12", headers: write.merging(["If-Match": "\"0x1\""]) { $1 }) }, 400),
            ("a weak If-Match", { try client.send("POST", "/api/favorites/12", headers: write.merging(["If-Match": "W/\"1\""]) { $1 }) }, 400),
            ("two versions in If-Match", { try client.send("POST", "/api/favorites/12", headers: write.merging(["If-Match": "\"1\", \"2\""]) { $1 }) }, 400),
            ("a stale version", { try client.send("POST", "/api/favorites/12", headers: write.merging(["If-Match": "\"0\""]) { $1 }) }, 412),
            ("a move without the favorites' order", {
                try client.send("POST", "/api/favorites/1/move?to=0", headers: self.conditioned(write, "/api/favorites/1", in: path))
            }, 428),
            ("a move over another order", {
                try client.send(
                    "POST", "/api/favorites/1/move?to=0",
                    headers: self.conditioned(write, "/api/favorites/1", in: path).merging(["X-Corolla-Favorites-Order": "\"0\""]) { $1 })
            }, 412),
        ]
        for (name, send, status) in cases {
            let response = try send()
            XCTAssertEqual(response.status, status, "\(name): \(response.text)")
            if status != 200 { XCTAssertNotNil(try? response.json()["error"] as? String, "\(name) answers {\"error\": …}") }
        }
        XCTAssertEqual(try revision(path), before.0, "no bad request changed the catalog")
        XCTAssertEqual(try CatalogService(path: path).favorites.list().map(\.plant.id), before.1)
    }

    /// Rule: a same-origin write with the page's CSRF token does what the CLI does: waters the
    /// plant, adds and removes a favorite; each raises the revision.
    func testWritesWithOriginAndTokenChangeTheCatalog() throws {
        let path = try makeCatalog(plants: 12, favorites: 10)
        let (_, client) = try serve(path)
        let headers = try writeHeaders(client)
        var last = try revision(path)
        func assertRevisionGrew(_ what: String) throws {
            let now = try revision(path)
            XCTAssertGreaterThan(now, last, what)
            last = now
        }
        XCTAssertEqual(try client.send("POST", self.addressed("/api/plants/plant-3/water", in: path), headers: self.conditioned(headers, self.addressed("/api/plants/plant-3/water", in: path), in: path)).status, 200)
        try assertRevisionGrew("watering")
        XCTAssertEqual(try CatalogService(path: path).plants.plant(.key("plant-3")).lastWatered, .today)
        let added = try client.send("POST", self.addressed("/api/favorites/plant-11", in: path), headers: self.conditioned(headers, self.addressed("/api/favorites/plant-11", in: path), in: path))
        XCTAssertEqual(added.status, 200)
        XCTAssertEqual(try added.json()["changed"] as? Bool, true)
        try assertRevisionGrew("adding a favorite")
        XCTAssertEqual(try client.send("POST", self.addressed("/api/favorites/plant-11", in: path), headers: self.conditioned(headers, self.addressed("/api/favorites/plant-11", in: path), in: path)).json()["changed"] as? Bool, false)
        XCTAssertEqual(try client.send("DELETE", self.addressed("/api/favorites/plant-0", in: path), headers: self.conditioned(headers, self.addressed("/api/favorites/plant-0", in: path), in: path)).status, 200)
        try assertRevisionGrew("removing a favorite")
        let favorites = try CatalogService(path: path).favorites.list().map(\.plant.key)
        XCTAssertTrue(favorites.contains("plant-11"))
        XCTAssertFalse(favorites.contains("plant-0"))
    }

    /// Rule: `--read-only` refuses every write with 403 and changes nothing; reads still work.
    func testReadOnlyRefusesWrites() throws {
        let path = try makeCatalog(plants: 5, favorites: 5)
        let (_, client) = try serve(path, configuration: ServerConfiguration(port: 0, readOnly: true))
        let headers = try writeHeaders(client)
        let start = try revision(path)
        for (method, target) in try [("POST", self.addressed("/api/plants/plant-1/water", in: path)), ("POST", self.addressed("/api/favorites/plant-1", in: path)), ("DELETE", self.addressed("/api/favorites/plant-1", in: path))] {
            XCTAssertEqual(try client.send(method, target, headers: headers).status, 403, target)
        }
        XCTAssertEqual(try revision(path), start)
        XCTAssertEqual(try client.get("/api/grid?width=390").status, 200)
    }

    /// Rule: bound beyond the loopback address, every request from no paired device is 403 (a
    /// made-up credential too); the Host check still refuses a name (421) and accepts an IPv4
    /// address. `PairingTests` pairs devices.
    func testUnpairedRequestsBeyondLoopbackAreRefused() throws {
        let path = try makeCatalog(plants: 5, favorites: 5)
        XCTAssertTrue(ServerConfiguration(host: "0.0.0.0").needsDevice)
        XCTAssertFalse(ServerConfiguration().needsDevice, "none on 127.0.0.1")
        let (server, client) = try serve(path, configuration: ServerConfiguration(host: "0.0.0.0", port: 0))
        XCTAssertTrue(server.urls.allSatisfy { $0.hasSuffix(":\(server.port)/") }, "\(server.urls)")
        let forged = ["Cookie": "corolla_device=" + String(repeating: "0", count: 64)]
        for target in ["/", "/app.js", "/api/grid?width=390", "/api/events", "/api/device", "/calendar.ics"] {
            XCTAssertEqual(try client.get(target).status, 403, target)
            XCTAssertEqual(try client.get(target, headers: forged).status, 403, target)
        }
        let before = try revision(path)
        XCTAssertEqual(try client.send("POST", self.addressed("/api/plants/plant-1/water", in: path), headers: ["Origin": "http://127.0.0.1:\(client.port)"]).status, 403)
        XCTAssertEqual(try revision(path), before)
        XCTAssertEqual(try client.send("GET", "/api/grid?width=390", host: "rebind.example:\(client.port)").status, 421)
    }
}

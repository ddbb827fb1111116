import CorollaService
@testable import CorollaServer
import Foundation
import XCTest

/// The routes are one table (``Router/routes``): each path and method reaches one route, a
/// method no route of the path takes is 405 with the path's methods in `Allow`, and each route's
/// body limit is enforced on the headers.
final class RouteTests: ServerTestCase {
    /// A path of `route`'s pattern: plant `plant`, and a value of its shape for each other capture.
    private func samplePath(_ route: Route, plant: Int64) -> String {
        let parts = route.pattern.flatMap { segment -> [String] in
            switch segment {
            case .literal(let text): [text]
            case .capture(.plant): [String(plant)]
            case .capture(.token): [String(repeating: "0", count: 32)]
            case .capture(.day): ["2026-01-01"]
            case .capture(.file): ["app.js"]
            case .capture(.card): Array(repeating: "x", count: RoutePath.Name.card.segments)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The content type a body of `policy` is sent with.
    private func contentType(_ policy: BodyPolicy) -> String {
        if case .photo = policy { return "image/jpeg" }
        return "application/json"
    }

    /// Rule: the first route that matches a route's own sample path and takes one of its methods
    /// is that route: no route is hidden behind another.
    func testEachRouteIsReachedByItsPathAndMethods() {
        for (index, route) in Router.routes.enumerated() {
            let parts = Router.parts(of: samplePath(route, plant: 7))
            for method in route.allowed {
                let first = Router.routes.firstIndex { $0.match(parts) != nil && $0.allowed.contains(method) }
                XCTAssertEqual(first, index, "\(method) \(samplePath(route, plant: 7))")
            }
        }
    }

    /// Rule: a method no route of a path takes is 405 with the methods its routes take in `Allow`
    /// (GET with HEAD); HEAD is answered as GET; a path no route matches is 404.
    func testAllowListsThePathsMethods() throws {
        let (_, client, _) = try servedGrid(plants: 3, favorites: 1)
        let expected: [(String, String, String)] = [
            ("PUT", "/api/plants/1", "GET, PATCH, DELETE, HEAD"), ("OPTIONS", "/api/favorites/1", "POST, DELETE"),
            ("POST", "/", "GET, HEAD"), ("PUT", "/api/plants/1/photo", "POST, DELETE"), ("GET", "/api/plants", "POST"),
            ("DELETE", "/calendar.ics", "GET, HEAD"), ("GET", "/api/plants/1/waterings/2026-01-01", "DELETE"),
        ]
        for (method, target, allow) in expected {
            let response = try client.send(method, target)
            XCTAssertEqual(response.status, 405, "\(method) \(target): \(response.text)")
            XCTAssertEqual(response.headers["allow"], allow, "\(method) \(target)")
            XCTAssertNotNil(try response.json()["error"] as? String)
        }
        XCTAssertEqual(try client.send("HEAD", "/app.js").status, 200)
        XCTAssertEqual(try client.send("GET", "/api/plants/1/nothing").status, 404)
        XCTAssertEqual(try client.send("GET", "/nothing.js").status, 404)
    }

    /// Rule: for every route and method, a declared Content-Length one byte past the route's limit
    /// (none, for a route without a body) is answered 413 naming the limit before any of the body
    /// is sent, and changes nothing.
    func testEveryRouteRefusesALengthPastItsLimitOnTheHeaders() throws {
        let path = try makeCatalog(plants: 3, favorites: 2)
        let (_, client) = try serve(path)
        let plant = try CatalogService(path: path).plants.plant(.key("plant-1")).id
        let start = try revision(path)
        for route in Router.routes {
            for method in route.methods {
                let target = samplePath(route, plant: plant)
                var head = "Host: 127.0.0.1:\(client.port)\r\n"
                for (name, value) in try conditioned(writeHeaders(client), target, in: path) { head += "\(name): \(value)\r\n" }
                let request = "\(method) \(target) HTTP/1.1\r\n\(head)Content-Type: \(contentType(route.body))\r\nContent-Length: \(route.body.limit + 1)\r\n\r\n"
                let answer = try client.answerBeforeBody(Array(request.utf8))
                XCTAssertTrue(answer.hasPrefix("HTTP/1.1 413"), "\(method) \(target): \(answer)")
                XCTAssertTrue(answer.contains(HTTPFailure.bodyTooLarge(limit: route.body.limit).message), "\(method) \(target): \(answer)")
            }
        }
        XCTAssertEqual(try revision(path), start)
    }

    /// Rule: a body of exactly its route's limit is taken: a JSON write at its limit succeeds; a
    /// photo at its limit fails for what it is, not for its size.
    func testEveryRouteTakesABodyAtItsLimit() throws {
        let path = try makeCatalog(plants: 3, favorites: 2)
        let (_, client) = try serve(path)
        let plant = try CatalogService(path: path).plants.plant(.key("plant-1")).id
        let headers = try writeHeaders(client)
        var taken = 0
        for route in Router.routes where route.body.limit > 0 {
            for method in route.methods {
                // The device's rename answers 404 on the loopback address, where no device pairs.
                let target = samplePath(route, plant: plant)
                let renamesDevice = target == "/api/device"
                let object = Array(#"{"name": "At the limit"}"#.utf8)
                let body = route.body.isJSON
                    ? object + Array(repeating: UInt8(ascii: " "), count: route.body.limit - object.count)
                    : Array(repeating: 0, count: route.body.limit)
                let response = try client.send(
                    method, target, headers: try conditioned(headers, target, in: path).merging(["Content-Type": contentType(route.body)]) { $1 }, body: body)
                if route.body.isJSON, !renamesDevice {
                    XCTAssertTrue((200..<300).contains(response.status), "\(method) \(target): \(response.status) \(response.text)")
                } else {
                    XCTAssertNotEqual(response.status, 413, "\(method) \(target): \(response.text)")
                    XCTAssertTrue((400..<500).contains(response.status), "\(method) \(target): \(response.status) \(response.text)")
                }
                taken += 1
            }
        }
        XCTAssertEqual(taken, 4, "the plant addition, the plant edit, the device's rename and the photo upload take a body")
    }

    /// Rule: a body of no declared length (chunked) is cut at its route's limit: 413, and the
    /// write is not done.
    func testAChunkedBodyIsCutAtItsRoutesLimit() throws {
        let path = try makeCatalog(plants: 3, favorites: 2)
        let (_, client) = try serve(path)
        let plant = try CatalogService(path: path).plants.plant(.key("plant-1")).id
        let start = try revision(path)
        let headers = try writeHeaders(client).merging(["Content-Type": "application/json", "Transfer-Encoding": "chunked"]) { $1 }
        for (method, target, length) in [("POST", "/api/plants/\(plant)/water", 1), ("PATCH", "/api/plants/\(plant)", Router.editBodyBytes + 1)] {
            var text = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(client.port)\r\nConnection: close\r\n"
            for (name, value) in try conditioned(headers, target, in: path) { text += "\(name): \(value)\r\n" }
            let head = Array((text + "\r\n").utf8)
            let chunk = Array("\(String(length, radix: 16))\r\n".utf8) + Array(repeating: UInt8(ascii: " "), count: length) + Array("\r\n0\r\n\r\n".utf8)
            let socket = try client.connect()
            defer { close(socket) }
            try client.write(socket, head + chunk)
            var reader = StreamReader(socket: socket)
            let answer = try reader.readToEnd()
            XCTAssertTrue(answer.hasPrefix("HTTP/1.1 413"), "\(method) \(target): \(answer)")
        }
        XCTAssertEqual(try revision(path), start)
    }
}

extension BodyPolicy {
    var isJSON: Bool {
        if case .json = self { return true }
        return false
    }
}

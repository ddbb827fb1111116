import CorollaServer
import Foundation
import XCTest

/// HTTP by the book: conditional requests per RFC 9110, writes that say what they changed, and
/// numbers and lists in queries read strictly.
final class HTTPDetailsTests: ServerTestCase {
    /// Rule: `If-None-Match` answers 304 for `*`, for a list naming the card's tag, and for its
    /// weak form; 200 with the image for a list that does not name it or is not a list of tags.
    func testIfNoneMatchFollowsRFC9110() throws {
        let path = try makeCatalog(plants: 4, favorites: 4)
        let (_, client) = try serve(path)
        let elements = try gridElements(client, token: try gridToken(client))
        let address = try XCTUnwrap(elements.compactMap { $0["card"] as? String }.first)
        let tag = try XCTUnwrap(client.get(address).headers["etag"])
        for header in ["*", tag, "W/\(tag)", "\"other\", \(tag)", "\"a,b\",W/\(tag) ,", " , \(tag)"] {
            XCTAssertEqual(try client.get(address, headers: ["If-None-Match": header]).status, 304, header)
        }
        // The header on two lines is one list.
        let socket = try client.connect()
        defer { close(socket) }
        let lines = "GET \(address) HTTP/1.1\r\nHost: 127.0.0.1:\(client.port)\r\nConnection: close\r\n"
            + "If-None-Match: \"other\"\r\nIf-None-Match: \(tag)\r\n\r\n"
        try client.write(socket, Array(lines.utf8))
        var reader = StreamReader(socket: socket)
        XCTAssertTrue(try reader.readToEnd().hasPrefix("HTTP/1.1 304"), reader.text)
        for header in ["\"other\"", "W/\"other\", \"more\"", String(tag.dropFirst().dropLast()), "\(tag) junk", "\"unclosed"] {
            let response = try client.get(address, headers: ["If-None-Match": header])
            XCTAssertEqual(response.status, 200, header)
            XCTAssertFalse(response.body.isEmpty)
        }
    }

    /// Rule: a water POST's `changed` says whether the plant's last watering moved: true the
    /// first time today, false the second.
    func testWaterReportsWhetherItChanged() throws {
        let path = try makeCatalog(plants: 4, favorites: 4)
        let (_, client) = try serve(path)
        let headers = try writeHeaders(client)
        let target = try addressed("/api/plants/plant-1/water", in: path)
        let first = try client.send("POST", target, headers: conditioned(headers, target, in: path)).json()
        XCTAssertEqual(first["changed"] as? Bool, true)
        let second = try client.send("POST", target, headers: conditioned(headers, target, in: path)).json()
        XCTAssertEqual(second["changed"] as? Bool, false)
        XCTAssertEqual(second["revision"] as? Int, first["revision"] as? Int, "nothing changed the second time")
    }

    /// Rule: numbers in a query are plain decimals, and a list with an empty item is refused
    /// naming its argument.
    func testQueryNumbersArePlainDecimals() throws {
        let path = try makeCatalog(plants: 4, favorites: 4)
        let (_, client) = try serve(path)
        for width in ["0x10", "0x1p8", "1e3", "+390", "390.", ".5", "%20390"] {
            let response = try client.get("/api/grid?width=\(width)")
            XCTAssertEqual(response.status, 400, width)
            XCTAssertTrue(try XCTUnwrap(response.json()["error"] as? String).hasPrefix("width must be a number"), width)
        }
        XCTAssertEqual(try client.get("/api/grid?width=390&anchor=+1").status, 400)
        XCTAssertEqual(try client.get("/api/grid?width=390.5&anchor=-1").status, 200)
        let token = try gridToken(client)
        XCTAssertEqual(try client.get("/api/grid/elements?token=\(token)&rect=0,0,0x10,10").status, 400)
        XCTAssertEqual(try client.get("/api/grid/elements?token=\(token)&rect=-1.5,0,390,10").status, 200)
        for kinds in ["Fern,,Herb", ",Fern", "Fern,"] {
            let response = try client.get("/api/grid?width=390&kind=\(kinds)")
            XCTAssertEqual(response.status, 400, kinds)
            XCTAssertTrue(try XCTUnwrap(response.json()["error"] as? String).hasPrefix("kind has an empty item"), kinds)
        }
        XCTAssertEqual(try client.get("/api/grid?width=390&kind=Fern,%20Herb").status, 200)
    }
}

@testable import CorollaServer
import CorollaTestSupport
import Foundation
import XCTest

/// The page the server sends is the files under Sources/CorollaServer/Page, byte for byte (the
/// build embeds them), with only the server's CSRF token, mode and layout choices filled into index.html.
final class PageFilesTests: ServerTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/CorollaServer/Page").standardized

    func file(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: Self.folder.appendingPathComponent(name)), as: UTF8.self)
    }

    /// Every file of the folder but the page and the Swift sources is served at `/<name>`, byte for
    /// byte, with its extension's type; any other name is 404.
    func testEveryPageFileIsServedWithItsType() throws {
        let (_, client) = try serve(try makeCatalog(plants: 1, favorites: 1))
        let types = ["js": "text/javascript", "css": "text/css", "svg": "image/svg+xml", "webmanifest": "application/manifest+json"]
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { !$0.hasSuffix(".swift") && $0 != "index.html" }
        XCTAssertTrue(Set(["app.js", "api.js", "grid-view.js", "app.css"]).isSubset(of: names), "\(names)")
        for name in names {
            let response = try client.get("/" + name)
            XCTAssertEqual(response.status, 200, name)
            let type = try XCTUnwrap(types[URL(fileURLWithPath: name).pathExtension], "\(name) has no content type")
            XCTAssertEqual(response.headers["content-type"], type + "; charset=utf-8", name)
            XCTAssertEqual(response.text, try file(name), name)
        }
        for name in ["index.html", "Page.swift", "nothing.js", "app.js.map", "api"] {
            XCTAssertEqual(try client.get("/" + name).status, 404, name)
        }
    }

    func testPageIsIndexHTMLWithTheTokenAndModeFilledIn() throws {
        let path = try makeCatalog(plants: 1, favorites: 1)
        for readOnly in [false, true] {
            let (_, client) = try serve(path, configuration: ServerConfiguration(port: 0, readOnly: readOnly))
            let response = try client.get("/")
            XCTAssertEqual(response.headers["content-type"], "text/html; charset=utf-8")
            let template = try file("index.html")
            XCTAssertTrue(template.contains("{{csrf}}") && template.contains("{{readOnly}}"))
            let expected = template.replacingOccurrences(of: "{{csrf}}", with: try csrfToken(client))
                .replacingOccurrences(of: "{{readOnly}}", with: String(readOnly))
                .replacingOccurrences(of: "{{layoutOptions}}", with: GridQuery.layoutOptions)
            XCTAssertEqual(response.text, expected)
        }
    }
}

import CorollaServer
import CorollaTestSupport
import Foundation
import XCTest

/// The page the server sends is the files under Sources/CorollaServer/Page, byte for byte (the
/// build embeds them), with only the server's CSRF token and mode filled into index.html.
final class PageFilesTests: ServerTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/CorollaServer/Page").standardized

    func file(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: Self.folder.appendingPathComponent(name)), as: UTF8.self)
    }

    func testScriptAndStyleAreTheFiles() throws {
        let (_, client) = try serve(try makeCatalog(plants: 1, favorites: 1))
        for (name, type) in [("app.js", "text/javascript; charset=utf-8"), ("app.css", "text/css; charset=utf-8")] {
            let response = try client.get("/" + name)
            XCTAssertEqual(response.status, 200, name)
            XCTAssertEqual(response.headers["content-type"], type, name)
            XCTAssertEqual(response.text, try file(name), name)
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
            XCTAssertEqual(response.text, expected)
        }
    }
}

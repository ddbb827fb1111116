@testable import CorollaServer
import CorollaLayout
import CorollaService
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

    /// Every file of the folder but the HTML templates (the page, the paired page) and the Swift
    /// sources is served at `/<name>`, byte for byte, with its extension's type; any other name is 404.
    func testEveryPageFileIsServedWithItsType() throws {
        let (_, client) = try serve(try makeCatalog(plants: 1, favorites: 1))
        let types = ["js": "text/javascript", "css": "text/css", "svg": "image/svg+xml", "webmanifest": "application/manifest+json"]
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { !$0.hasSuffix(".swift") && !$0.hasSuffix(".html") }
        XCTAssertTrue(Set(["app.js", "api.js", "grid-view.js", "app.css"]).isSubset(of: names), "\(names)")
        for name in names {
            let response = try client.get("/" + name)
            XCTAssertEqual(response.status, 200, name)
            let type = try XCTUnwrap(types[URL(fileURLWithPath: name).pathExtension], "\(name) has no content type")
            XCTAssertEqual(response.headers["content-type"], type + "; charset=utf-8", name)
            XCTAssertEqual(response.text, try file(name), name)
        }
        for name in ["index.html", "paired.html", "Page.swift", "nothing.js", "app.js.map", "api"] {
            XCTAssertEqual(try client.get("/" + name).status, 404, name)
        }
    }

    /// Rule: the icons the page and its manifest name are served at their declared sizes, drawn
    /// from icon.svg: PNGs of 180 (apple-touch-icon), 192 and 512 pixels a side, and favicon.ico
    /// an ICO of 16, 32 and 48 pixel PNGs; the manifest is JSON with a name, standalone display
    /// and a start URL.
    func testIconsAndManifestAreServedAtTheirSizes() throws {
        let (_, client) = try serve(try makeCatalog(plants: 1, favorites: 1))
        /// The width and height of a PNG (its IHDR chunk).
        func pngSize(_ bytes: [UInt8], _ name: String) -> [Int] {
            XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], name)
            guard bytes.count >= 24 else { return [] }
            return [16, 20].map { at in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        }
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(client.get("/manifest.webmanifest").body)) as? [String: Any])
        XCTAssertEqual(manifest["display"] as? String, "standalone")
        XCTAssertEqual(manifest["start_url"] as? String, "/")
        XCTAssertNotNil(manifest["short_name"] as? String)
        let icons = try XCTUnwrap(manifest["icons"] as? [[String: String]])
        XCTAssertTrue(icons.contains { $0["purpose"] == "maskable" })
        var sized = icons.filter { $0["type"] == "image/png" }.map { ($0["src"]!, Int($0["sizes"]!.split(separator: "x")[0])!) }
        sized.append(("/apple-touch-icon.png", 180))
        XCTAssertEqual(Set(sized.map(\.1)), [180, 192, 512])
        XCTAssertTrue(try file("index.html").contains(#"<link rel="apple-touch-icon" href="/apple-touch-icon.png">"#))
        for (path, size) in sized {
            let response = try client.get(path)
            XCTAssertEqual(response.status, 200, path)
            XCTAssertEqual(response.headers["content-type"], "image/png", path)
            XCTAssertEqual(pngSize(response.body, path), [size, size], path)
        }
        let ico = try client.get("/favicon.ico")
        XCTAssertEqual(ico.headers["content-type"], "image/x-icon")
        let bytes = ico.body
        XCTAssertEqual(Array(bytes.prefix(6)), [0, 0, 1, 0, 3, 0])
        for (index, size) in [16, 32, 48].enumerated() {
            let entry = 6 + 16 * index
            XCTAssertEqual([Int(bytes[entry]), Int(bytes[entry + 1])], [size, size])
            let length = bytes[entry + 8..<entry + 12].reversed().reduce(0) { $0 << 8 | Int($1) }
            let offset = bytes[entry + 12..<entry + 16].reversed().reduce(0) { $0 << 8 | Int($1) }
            XCTAssertEqual(pngSize(Array(bytes[offset..<offset + length]), "favicon \(size)"), [size, size])
        }
    }

    /// Rule: the page's address may carry the state of its view (`/api/grid`'s options but the
    /// size and scale, and the place: `at` and `offset`); any other argument is refused naming it.
    func testPageTakesTheViewsArguments() throws {
        let (_, client) = try serve(try makeCatalog(plants: 1, favorites: 1))
        XCTAssertEqual(try client.get("/?layout=aligned&style=chip&group_by=kind&needs_water=true&kind=fern&search=ivy&at=1&offset=-37").status, 200)
        let refused = try client.get("/?width=390")
        XCTAssertEqual(refused.status, 400)
        XCTAssertTrue(refused.text.contains("'width'"), refused.text)
    }

    /// Rule: the page is index.html with the nonce, token and mode filled in, and (with no window
    /// in a cookie: a first visit) nothing of a first screen (FirstScreenPageTests).
    func testPageIsIndexHTMLWithTheTokenAndModeFilledIn() throws {
        let path = try makeCatalog(plants: 1, favorites: 1)
        for readOnly in [false, true] {
            let (_, client) = try serve(path, configuration: ServerConfiguration(port: 0, readOnly: readOnly))
            let response = try client.get("/")
            XCTAssertEqual(response.headers["content-type"], "text/html; charset=utf-8")
            let template = try file("index.html")
            XCTAssertTrue(template.contains("{{csrf}}") && template.contains("{{readOnly}}"))
            let policy = try XCTUnwrap(response.headers["content-security-policy"])
            let nonce = try XCTUnwrap(policy.split(separator: "'").first { $0.hasPrefix("nonce-") }?.dropFirst(6), policy)
            XCTAssertEqual(nonce.count, 32, policy)
            XCTAssertEqual(template.components(separatedBy: "<script nonce=").count, 2, "one inline script")
            let expected = template.replacingOccurrences(of: "{{nonce}}", with: nonce)
                .replacingOccurrences(of: "{{modulePreloads}}", with: Page.modulePreloads)
                .replacingOccurrences(of: "{{defaultLayout}}", with: GridDefaults.layoutKind.rawValue)
                .replacingOccurrences(of: "{{csrf}}", with: try csrfToken(client))
                .replacingOccurrences(of: "{{readOnly}}", with: String(readOnly))
                .replacingOccurrences(of: "{{layoutOptions}}", with: GridQuery.layoutOptions)
                .replacingOccurrences(of: "{{plantFields}}", with: Page.plantFields)
                .replacingOccurrences(of: "{{firstPreloads}}", with: "").replacingOccurrences(of: "{{firstScreen}}", with: "")
                .replacingOccurrences(of: "{{firstCards}}", with: "")
            XCTAssertEqual(response.text, expected)
        }
    }

    /// Rule: the page preloads every module (`<link rel="modulepreload">`: `app.js` and the modules
    /// it imports, directly or not): every `.js` file of the folder, each once, each served; each
    /// page's inline script has its own nonce, the only inline script the policy allows.
    func testPagePreloadsEveryModule() throws {
        let (_, client) = try serve(try makeCatalog(plants: 1, favorites: 1))
        let scripts = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".js") }
        let page = try client.get("/")
        let preloaded = page.text.components(separatedBy: "<link rel=\"modulepreload\" href=\"/").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        XCTAssertEqual(preloaded.sorted(), scripts.sorted(), "a module missing from the preloads, or a file no module imports")
        XCTAssertEqual(Set(preloaded).count, preloaded.count)
        for name in preloaded { XCTAssertEqual(try client.get("/" + name).status, 200, name) }
        XCTAssertEqual(Page.importedModules(of: "import { a } from \"./a.js\";\nimport {\n  b,\n} from \"./b.js\";\nexport { c } from \"./c.js\";"), ["a.js", "b.js", "c.js"])
        let policies = try (0..<2).map { _ in try XCTUnwrap(client.get("/").headers["content-security-policy"]) }
        XCTAssertNotEqual(policies[0], policies[1])
        XCTAssertFalse(policies[0].contains("unsafe-inline"), policies[0])
    }
}

@testable import CorollaServer
import CorollaJSON
import CorollaLayout
import CorollaService
import CorollaTestSupport
import Foundation
import XCTest

/// The page of a visit after the first holds its first screen (``FirstScreen``): for the window the
/// cookie names, the grid and elements `/api/grid` gives, and the first screen's card images
/// preloaded and in the surface; anything else leaves the page as for a first visit, whose inline
/// script asks `/api/first-screen` for the same.
final class FirstScreenPageTests: ServerTestCase {
    /// The addresses of the preloaded card images, and of the `.first-card` images, in a page.
    func written(_ page: String) -> (preloads: [String], cards: [String]) {
        let quoted = { (text: Substring) in String(text.prefix { $0 != "\"" }) }
        let preloads = page.components(separatedBy: "<link rel=\"preload\" as=\"image\" href=\"").dropFirst().map { quoted(Substring($0)) }
        let cards = page.components(separatedBy: "<img class=\"first-card\" ").dropFirst().compactMap { tag in
            tag.components(separatedBy: "src=\"").dropFirst().first.map { quoted(Substring($0)) }
        }
        return (preloads, cards)
    }

    /// The card images whose frames meet the first screen (`0,0,width,height`) of `/api/grid?query`
    /// as the page asks for it (with its CSRF token), in `appearance`, and that grid's token.
    func firstScreenCards(_ client: HTTPClient, _ query: String, height: Int, appearance: String) throws -> (token: String, cards: [String]) {
        let grid = try client.get("/api/grid?" + query, headers: ["X-Corolla-CSRF": try csrfToken(client)]).json()
        let token = try XCTUnwrap(grid["token"] as? String)
        let elements = try gridElements(client, token: token, rect: "0,0,390,\(height)", query: "&appearance=\(appearance)")
        return (token, elements.compactMap { $0["card"] as? String })
    }

    /// Rule: with the window in the cookie, the page preloads (fetchpriority high) and shows in its
    /// surface exactly the card images of the first screen of `/api/grid` for that window and the
    /// address's view, in the cookie's appearance, and carries that grid's answer (same token) for
    /// the inline script; its style sheet carries the response's nonce, which the policy allows.
    func testSecondVisitHoldsTheFirstScreen() throws {
        // The page waits for its cold grid as long as the machine needs, not the server's 0.25 s.
        var configuration = ServerConfiguration(port: 0)
        configuration.firstScreenWait = 600
        let (_, client) = try serve(try makeCatalog(plants: 50, favorites: 40), configuration: configuration)
        for (address, query, appearance) in [
            ("/", "layout=\(GridDefaults.layoutKind.rawValue)&group_by=none", "light"),
            ("/?style=chip&group_by=kind", "layout=\(GridDefaults.layoutKind.rawValue)&group_by=kind&style=chip", "dark"),
        ] {
            let page = try client.get(address, headers: ["Cookie": "corolla_viewport=390:844:3:\(appearance)"])
            XCTAssertEqual(page.status, 200)
            let expected = try firstScreenCards(client, query + "&width=390&height=844&scale=3", height: 844, appearance: appearance)
            XCTAssertFalse(expected.cards.isEmpty)
            let found = written(page.text)
            XCTAssertEqual(found.preloads.sorted(), expected.cards.sorted(), address)
            XCTAssertEqual(found.cards.sorted(), expected.cards.sorted(), address)
            XCTAssertTrue(page.text.contains("\"token\":\"\(expected.token)\""), address)
            let policy = try XCTUnwrap(page.headers["content-security-policy"])
            let nonce = String(try XCTUnwrap(policy.split(separator: "'").first { $0.hasPrefix("nonce-") }).dropFirst(6))
            XCTAssertTrue(policy.contains("style-src 'self' 'nonce-\(nonce)'"), policy)
            XCTAssertTrue(page.text.contains("<style nonce=\"\(nonce)\">"))
            XCTAssertFalse(policy.contains("unsafe-inline"), policy)
        }
    }

    /// Rule: a damaged cookie, a window the grid does not take, a view the grid refuses, or another
    /// site's navigation leaves the page exactly as for a first visit (200, nothing written).
    func testAnythingElseGivesTheFirstVisitsPage() throws {
        let (_, client) = try serve(try makeCatalog(plants: 20, favorites: 12))
        let cases: [(String, [String: String])] = [
            ("/", ["Cookie": "corolla_viewport=nonsense"]), ("/", ["Cookie": "corolla_viewport=390:844:3"]),
            ("/", ["Cookie": "corolla_viewport=390:844:3:sepia"]), ("/", ["Cookie": "corolla_viewport=0:844:3:light"]),
            ("/", ["Cookie": "corolla_viewport=99999999:844:3:light"]), ("/", ["Cookie": "corolla_viewport=390:844:9:light"]),
            ("/", ["Cookie": "corolla_viewport=-390:844:3:light"]), ("/?layout=nothing", ["Cookie": "corolla_viewport=390:844:3:light"]),
            ("/", ["Cookie": "corolla_viewport=390:844:3:light", "Sec-Fetch-Site": "cross-site"]), ("/", [:]),
        ]
        for (address, headers) in cases {
            let page = try client.get(address, headers: headers)
            XCTAssertEqual(page.status, 200, "\(address) \(headers)")
            XCTAssertFalse(page.text.contains("id=\"first-screen\""), "\(address) \(headers)")
            XCTAssertTrue(written(page.text).preloads.isEmpty && written(page.text).cards.isEmpty, "\(address) \(headers)")
            XCTAssertFalse(page.text.contains("{{"), "\(address) \(headers)")
        }
    }

    /// Rule: `/api/first-screen` answers, for the window its `viewport` names and the address's view,
    /// exactly the first screen the page holds for a cookie naming that window (the same query, rect,
    /// grid token and elements), with the card images the page preloads and their frames; a
    /// `viewport` missing or not a window, a window the grid does not take, a view it refuses and an
    /// argument the page does not take are 400 naming the argument.
    func testFirstScreenAnswerIsWhatTheSecondVisitsPageHolds() throws {
        var configuration = ServerConfiguration(port: 0)
        configuration.firstScreenWait = 600
        let (_, client) = try serve(try makeCatalog(plants: 50, favorites: 40), configuration: configuration)
        for (address, appearance) in [("/", "light"), ("/?style=chip&group_by=kind", "dark"), ("/?at=9&offset=37", "light")] {
            let page = try client.get(address, headers: ["Cookie": "corolla_viewport=390:844:3:\(appearance)"]).text
            let start = try XCTUnwrap(page.range(of: "<script type=\"application/json\" id=\"first-screen\">"), address).upperBound
            let held = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(page[start...].prefix { $0 != "<" }.utf8)) as? [String: Any])
            let separator = address.contains("?") ? "&" : "?"
            let response = try client.get("/api/first-screen" + address.dropFirst() + separator + "viewport=390:844:3:\(appearance)")
            XCTAssertEqual(response.status, 200, response.text)
            let answer = try response.json()
            for key in ["viewport", "query", "rect", "top"] {
                XCTAssertEqual(answer[key].map { "\($0)" }, held[key].map { "\($0)" }, "\(address) \(key)")
            }
            XCTAssertEqual((answer["grid"] as? [String: Any])?["token"] as? String, (held["grid"] as? [String: Any])?["token"] as? String, address)
            XCTAssertEqual(
                try JSONSerialization.data(withJSONObject: answer["elements"] as Any, options: .sortedKeys),
                try JSONSerialization.data(withJSONObject: held["elements"] as Any, options: .sortedKeys), address)
            let cards = try XCTUnwrap(answer["cards"] as? [[Any]])
            XCTAssertFalse(cards.isEmpty, address)
            XCTAssertEqual(cards.compactMap { $0.first as? String }.sorted(), written(page).preloads.sorted(), address)
            let elements = try XCTUnwrap((answer["elements"] as? [String: Any])?["elements"] as? [[String: Any]])
            for card in cards {
                XCTAssertTrue(
                    elements.contains { $0["card"] as? String == card.first as? String && ($0["frame"] as? [Double]) == card.dropFirst().compactMap { $0 as? Double } },
                    "\(address) \(card)")
            }
        }
        for (query, named) in [
            ("", "viewport"), ("?viewport=390:844", "viewport"), ("?viewport=390:844:3:sepia", "viewport"), ("?viewport=0:844:3:light", "width"),
            ("?viewport=390:844:3:light&layout=nothing", "layout"), ("?viewport=390:844:3:light&width=390", "width"),
        ] {
            let response = try client.get("/api/first-screen" + query)
            XCTAssertEqual(response.status, 400, query)
            XCTAssertTrue(response.text.contains(named), "\(query): \(response.text)")
        }
    }

    /// Rule: the answers written into the page's `<script>` cannot end it: every `<` of a name or
    /// title is an escape, and the text reads back as the same JSON.
    func testWrittenAnswersCannotEndTheScript() throws {
        let viewport = try XCTUnwrap(PageViewport(cookie: "390:844:3:light"))
        let name = "</script><script>alert(1)</script><!--"
        let first = FirstScreen(
            viewport: viewport, query: [("search", name)], grid: .object([JSONMember("title", .string(name))]),
            elements: .object([JSONMember("elements", .array([]))]), rect: FirstScreen.rect(top: 0, viewport: viewport), top: 0)
        XCTAssertFalse(first.script.contains("<"))
        let read = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(first.script.utf8)) as? [String: Any])
        XCTAssertEqual((read["grid"] as? [String: String])?["title"], name)
        XCTAssertEqual(read["rect"] as? [Double], [0, -844 - 211, 390, 3 * 844 + 2 * 211])
    }
}

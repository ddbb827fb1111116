import CorollaTestSupport
import Foundation
import XCTest

/// How the page starts, in headless Chromium (`Browser/start_check.py --check`): nothing waits for
/// a chain of imports, for the modules before the first grid, or behind the other images.
final class StartBrowserTests: ServerTestCase {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Browser/start_check.py")

    /// Rules (each checked and named by the script), on 40 favorites at 390×844: every module the
    /// page loads was preloaded (`<link rel="modulepreload">`); for the default view, a chosen style
    /// and grouping, a search with a blank kind, and `at=` a card down the grid, the page asks for `/api/grid` once — the
    /// request its inline script made before the modules loaded — and shows first the elements
    /// that script asked for (one elements request before the first render); the first screen's
    /// card images have `fetchpriority` high, the others low, all `decoding` async. A visit leaves
    /// its window in a cookie; the HTML of the next visit preloads and holds exactly the card
    /// images that page then shows on its first screen (shown until the page's cards show them),
    /// the page asks for neither `/api/grid` nor its first elements and shows the first visit's
    /// cards at the same frames; a cookie naming another window, or damaged, shows nothing of what
    /// was written for it and changes no card.
    func testPageStartsAtOnceInChromium() throws {
        try BrowserTests.requireBrowser()
        let server = try ServeProcess(database: try makeCatalog(plants: 50, favorites: 40))
        let report = try BrowserTests.runScript(script: Self.script, [server.url, "--check"])
        XCTAssertTrue(report.contains("the page starts at once"), report)
        XCTAssertEqual(server.stop().status, 0)
    }
}

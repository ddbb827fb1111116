import CorollaTestSupport
import Foundation
import XCTest

/// How the page starts, in headless Chromium (`Browser/start_check.py --check`): its first screen
/// shows before the modules run, nothing waits for a chain of imports or behind the other images;
/// and how it flings (`--fling`): on recycled card nodes, asking only for what it shows.
final class StartBrowserTests: ServerTestCase {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Browser/start_check.py")

    /// Rules (each checked and named by the script), on 40 favorites at 390×844: every module the
    /// page loads was preloaded (`<link rel="modulepreload">`); on a first visit, for the default
    /// view, a chosen style and grouping, a search with a blank kind, and `at=` a card down the grid,
    /// the page asks for its first screen once (`/api/first-screen`, its inline script) and for
    /// neither `/api/grid` nor elements before its first render; the first screen's card images are
    /// in the surface at the frames of the page's cards there before the modules are asked for,
    /// which is once they have all loaded; each is fetched once (the page's cards adopt it) and
    /// none is left once the page settles; the first screen's card images have `fetchpriority`
    /// high, the others low, all `decoding` async. A visit leaves its window in a cookie; the HTML
    /// of the next visit preloads and holds exactly the card images that page then shows on its
    /// first screen (shown until the page's cards show them, the modules asked for once they have
    /// loaded), the page asks for neither its first screen, `/api/grid` nor its first elements and
    /// shows the first visit's cards at the same frames; a cookie naming another window, or
    /// damaged, shows nothing of what was written for it and changes no card.
    func testPageStartsAtOnceInChromium() throws {
        try check("--check", favorites: 40, verdict: "the page starts at once")
    }

    /// Rules (each checked and named by the script, `--fling`), on 600 favorites (more than 31
    /// screens at 390×844): during a fling of 30 screens in 3 s the card nodes in the DOM stay
    /// fewer than 100 and are reused (the nodes seen at most twice the most in the DOM at once,
    /// half of them showing more than one card), none is placed by `left`/`top`, the page asks for
    /// elements at most once per two screens and for the images of at most a quarter of the cards
    /// it passes, and starts at most `imagesPerDraw` card images a frame (grid-view.js); once it
    /// settles the DOM holds exactly the rect query's cards at their frames, and every card on the
    /// screen shows its own image. Jumps of 2.5 screens a frame through known rows show every card
    /// on the screen within two frames while no draw sets up more than `offScreenPerDraw` cards off
    /// it, and the page settles as before.
    func testFlingRecyclesCardsInChromium() throws {
        try check("--fling", favorites: 600, verdict: "the page flings on recycled cards")
    }

    /// Runs the script in `mode` against a server of a catalog of `favorites` favorites (and 10
    /// plants more): its report ends with `verdict` when every rule held.
    private func check(_ mode: String, favorites: Int, verdict: String) throws {
        try BrowserTests.requireBrowser()
        let server = try ServeProcess(database: try makeCatalog(plants: favorites + 10, favorites: favorites))
        let report = try BrowserTests.runScript(script: Self.script, [server.url, mode])
        XCTAssertTrue(report.contains(verdict), report)
        XCTAssertEqual(server.stop().status, 0)
    }
}

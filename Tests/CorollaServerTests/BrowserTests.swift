import CorollaTestSupport
import Foundation
import XCTest

/// The page in real browsers, driven through WebDriver (`python3-selenium`) by
/// `Browser/page_check.py` against `corolla serve`, the same flows in two engines
/// (`Browser/engine.py`): Debian's headless Chromium (`chromium`, `chromium-driver`), and WebKit,
/// Safari's engine, as WebKitGTK's MiniBrowser under Xvfb (`webkit2gtk-driver`, `xvfb`). The
/// script prints a line per check: `ok`, `FAIL`, or `skip VIEW ENGINE: why`, for what WebKitWebDriver
/// cannot do (it synthesizes no touch events, emulates no media feature in a running page, and
/// its scripts obey the page's Content-Security-Policy, which keeps axe-core out); each test prints
/// the skip lines and the count of checks that ran. Chromium skips nothing.
final class BrowserTests: ServerTestCase {
    static let python = "/usr/bin/python3"
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Browser/page_check.py")

    /// Rules (each checked and named by the script): at 390×844 and 834×1112, at the top and in the
    /// middle (and on the phone at every twentieth of the content down to its end), the DOM holds
    /// exactly the cards the rect query returns for the page's rect, at the engine's frames, fewer
    /// than 100; a screenshot per width shows each visible card's watering
    /// colour at its frame; after a resize from 834 to 390 the card at the top stays at the top;
    /// the place (`Browser/place_check.py`) survives a resize to a width not laid out yet through its
    /// estimated grid and the exact one, the address unchanged, and a link opened at another new
    /// width shows its place once exact and keeps it (scroll within 1 px, the address byte for
    /// byte) across four reloads;
    /// after `corolla plants water KEY` in another process the card changes without a reload; the
    /// Details says in words how the grid was drawn and when; controls and buttons are keyboard reachable.
    func testPageInChromium() throws {
        try Self.requireBrowser()
        try checkPage(favorites: 10_000, engine: "chromium")
    }

    /// ``testPageInChromium()``'s rules in WebKit, on 2,000 favorites: scrolling 10,000 in WebKit
    /// would take CI longer than the rules need (the window of cards is the same at every
    /// twentieth of 2,000 as of 10,000).
    func testPageInWebKit() throws {
        try Self.requireWebKit()
        try checkPage(favorites: 2_000, engine: "webkit")
    }

    private func checkPage(favorites: Int, engine: String) throws {
        let path = try makeCatalog(plants: favorites, favorites: favorites)
        let shots = try runPageCheck(path, engine: engine)
        for width in [390, 834] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: shots.path("serve-\(width).png")), "screenshot at \(width)")
        }
    }

    /// Rules (each checked and named by the script), on a catalog of 40 favorites, whose content a
    /// tablet's viewport nearly holds: scrolled to the very end at 834×1112 (far past the content,
    /// so the browser clamps the scroll) and resized to 390×844, the card the user saw at the top
    /// stays at the top; typing in the search box (labelled, keyboard reachable) shows the cards
    /// `corolla grid --search` gives at their frames, and clearing it every favorite; switching to
    /// `prefers-color-scheme: dark` without a reload swaps every card for its dark image at the same
    /// frame on a dark page, the screenshot showing the dark palette's watering colours.
    func testPageOnASmallCatalogInChromium() throws {
        try Self.requireBrowser()
        try checkSmallCatalog(engine: "chromium")
    }

    /// ``testPageOnASmallCatalogInChromium()``'s rules in WebKit, where the dark page is a second
    /// browser started dark (a skip line says the switch without a reload is not checked).
    func testPageOnASmallCatalogInWebKit() throws {
        try Self.requireWebKit()
        try checkSmallCatalog(engine: "webkit")
    }

    private func checkSmallCatalog(engine: String) throws {
        let path = try makeCatalog(plants: 50, favorites: 40)
        let shots = try runPageCheck(path, arguments: ["--small", "longer"], engine: engine)
        for width in [390, 834] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: shots.path("serve-\(width)-dark.png")), "dark screenshot at \(width)")
        }
    }

    /// The Python of bin/test's virtual environment, which has axe-selenium-python (axe-core).
    static let testPython = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../.venv-test/bin/python").standardized.path

    /// Rules (each checked and named by `Browser/app_check.py`), on 40 favorites, at 390×844 with
    /// touch and mobile emulation and at 1280×800: the bar is opaque, one row of at most 56 px on
    /// the phone; every touch target is at least 44×44 px (a chip card its 32 px height) and 8 px
    /// from the next; no control lies over a card and no two elements' frames overlap (default,
    /// chip, grouped); each card's accessible name says its name, kind and watering state; the
    /// choices are in the URL with `/api/grid`'s names and a reload, back and `at=` restore the
    /// view. The place (`Browser/place_check.py`): `at=` names the card nearest the visible top
    /// (below the bar and, grouped, the pinned header) that is mostly visible and `offset=` the
    /// visible top's offset from it; scrolled to several places (one with a card of the other
    /// column almost scrolled off, grouped ones under a pinned header and with it pushed up), four
    /// reloads each keep the scroll position within 1 px and the address byte for byte; Back and
    /// Forward across a choice and a link in a fresh window show the same place; a card removed
    /// elsewhere leaves the open page where it is and the address names a card still shown, and a
    /// link to it shows the top. Water and Remove from favorites in a card's sheet act (the CLI shows it) and their
    /// toast's Undo restores exactly (the last watering before; the favorite at its position); a
    /// search that finds nothing says so with a Clear button; without favorites the page says how
    /// to add one; axe-core finds no serious or critical violation in any of those views.
    /// Editing (`Browser/edit_check.py`): Add opens a labelled form whose Enter adds the plant as a
    /// favorite watered today (the CLI shows its fields) and gives focus back to Add; Add with a
    /// photo the server refuses leaves no plant, says once what was wrong and keeps the New plant
    /// form, whose Cancel leaves nothing; Edit saves the fields, a
    /// photo from the camera input (`portrait-exif6.jpg`) is stored upright (300×400 in `plants
    /// show`), a plant with notes far over 4 KB edited by its interval alone keeps them byte for byte,
    /// a refused image shows the server's reason in the form, Escape closes it unsaved and
    /// focus returns to the card; Remove plant asks first and its Undo restores the catalog exactly;
    /// a mouse drag (1280×800) and a long press then drag (390×844, touch) onto the fourth card
    /// move the first there with one move request (the CLI's order) and Undo moves it back, while a
    /// quick swipe scrolls; a card held at the bottom edge scrolls the page and stays under the
    /// finger while the window of cards leaves its place, then lands far below; grouped, a card
    /// lands only among its kind; Alt+↓ and Move earlier move by one; a change of style animates the
    /// cards, none with `prefers-reduced-motion: reduce`; a grouped section's header stays pinned
    /// under the bar; at 1280×800 a card's sheet opened from the left edge or low on the screen is a
    /// popover inside the viewport; axe-core finds nothing serious with the form open. Sheets and
    /// conflicts (`Browser/conflict_check.py`): Back and Escape close a plant's sheet and leave the
    /// address and the view as they were; a write to a plant another device changed since the page
    /// showed it offers Keep theirs / Apply mine, Apply mine applies it and Keep theirs does nothing
    /// (the CLI's view); `plants show` says who watered; the tile style is offered and `?layout=fan`
    /// says the page does not offer the fan. Fit (`Browser/fit_check.py`): at 320, 390 and 834 px
    /// every button of every sheet and of a wrapping toast holds its text, the toast's Undo is at
    /// least 44 px, Edit's photo buttons are aligned and the removal's confirmation has one way
    /// out; during a touch drag no two other cards overlap. Focus (`Browser/focus_check.py`): a
    /// click shows no focus ring, even where the page focuses again; Tab shows it.
    func testPageAsAnAppInChromium() throws {
        try Self.requireBrowser()
        try checkApp(engine: "chromium")
    }

    /// ``testPageAsAnAppInChromium()``'s flows in full in WebKit, but for what WebKitWebDriver
    /// cannot do, each a skip line: the long press, the quick swipe and the drag held at the
    /// screen's edge (touch; at 390×844 a mouse drag runs instead), axe-core (the page's
    /// Content-Security-Policy), and reduced motion switched in the running page (a second
    /// browser started with animations off is checked instead).
    func testPageAsAnAppInWebKit() throws {
        try Self.requireWebKit()
        try checkApp(engine: "webkit")
    }

    private func checkApp(engine: String) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.testPython) else {
            throw XCTSkip("\(Self.testPython) is missing: bin/test makes it (axe-selenium-python from PyPI, bin/lib/python-packages-test)")
        }
        let path = try makeCatalog(plants: 50, favorites: 40)
        _ = try runPageCheck(path, arguments: ["--app"], python: Self.testPython, engine: engine)
    }

    /// Serves `path` with `corolla serve` and runs `Browser/page_check.py` on it with `arguments`
    /// in `engine`; fails on any failed check, and on a skipped one in Chromium. Prints the skip
    /// lines and the count of checks. Returns the folder of its screenshots.
    private func runPageCheck(_ path: String, arguments: [String] = [], python: String = python, engine: String) throws -> TemporaryFolder {
        let server = try ServeProcess(database: path)
        let shots = try makeTemporaryFolder()
        let report = try Self.runScript(python: python, [server.url, ServeProcess.executable.path, path, shots.url.path] + arguments + ["--engine", engine])
        let last = ["": "without a reload", "--small": "still at the top", "--app": "says how to add one"][arguments.first ?? ""] ?? ""
        XCTAssertTrue(report.contains(last), report)
        let lines = report.split(separator: "\n")
        for line in lines where line.hasPrefix("skip ") || line.hasPrefix("engine ") || line.hasPrefix("\(engine): ") { print(line) }
        if engine == "chromium" { XCTAssertFalse(lines.contains { $0.hasPrefix("skip ") }, report) }
        XCTAssertEqual(server.stop().status, 0)
        return shots
    }

    /// Runs `script` (by default `Browser/page_check.py`) with `arguments` and its report; fails on
    /// an exit status other than 0 or any failed check.
    static func runScript(
        python: String = python, script: URL = script, _ arguments: [String], file: StaticString = #filePath, line: UInt = #line
    ) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, report, file: file, line: line)
        XCTAssertFalse(report.contains("FAIL"), report, file: file, line: line)
        return report
    }

    /// Skips, saying what is missing, only when Chromium, its driver or Selenium is not installed.
    static func requireBrowser() throws {
        for file in ["/usr/bin/chromium", "/usr/bin/chromedriver", python] where !FileManager.default.isExecutableFile(atPath: file) {
            throw XCTSkip("\(file) is not installed (Debian packages chromium, chromium-driver, python3-selenium; bin/test installs them)")
        }
        try requireSelenium()
    }

    /// Skips, saying what is missing, only when WebKitWebDriver (with MiniBrowser, in the library it
    /// depends on), Xvfb or Selenium is not installed.
    static func requireWebKit() throws {
        let files = ["/usr/bin/WebKitWebDriver": "webkit2gtk-driver", "/usr/bin/Xvfb": "xvfb", python: "python3-selenium"]
        for (file, package) in files.sorted(by: { $0.key < $1.key }) where !FileManager.default.isExecutableFile(atPath: file) {
            throw XCTSkip("\(file) is not installed (Debian package \(package); bin/test installs it)")
        }
        try requireSelenium()
    }

    private static func requireSelenium() throws {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: python)
        probe.arguments = ["-c", "import selenium"]
        probe.standardError = Pipe()
        try probe.run()
        probe.waitUntilExit()
        if probe.terminationStatus != 0 { throw XCTSkip("python3-selenium is not installed (bin/test installs it)") }
    }
}

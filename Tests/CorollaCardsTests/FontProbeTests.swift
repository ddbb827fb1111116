import XCTest

@testable import CorollaCards

/// What `corolla doctor` reports about fonts and libraries.
final class FontProbeTests: XCTestCase {
    /// Rule: with the system packages installed, Latin names resolve to Inter and CJK names
    /// to WenQuanYi Micro Hei, and both render without unknown glyphs.
    func testLatinAndCJKSamplesResolveAndRender() {
        let probes = CardMeasurer().probeFonts()
        XCTAssertEqual(probes.map(\.script), ["latin", "cjk"])
        XCTAssertEqual(probes.first?.families.first, "Inter")
        XCTAssertTrue(probes.last?.families.contains("WenQuanYi Micro Hei") ?? false, "\(probes)")
        XCTAssertEqual(probes.map(\.unknownGlyphs), [0, 0])
        XCTAssertTrue(probes.allSatisfy { !$0.files.isEmpty })
    }

    func testVersionsAreDotted() {
        let versions = GraphicsVersions.current
        for version in [versions.pango, versions.cairo, versions.fontconfig] {
            XCTAssertEqual(version.split(separator: ".").count, 3, version)
        }
    }
}

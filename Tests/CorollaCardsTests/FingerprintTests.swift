import XCTest

@testable import CorollaCards

final class FingerprintTests: XCTestCase {
    /// Rule: the fingerprint names the font files the Latin and the CJK text resolve to.
    func testFingerprintNamesTheResolvedFonts() {
        let fingerprint = CardMeasurer().fingerprint
        XCTAssertTrue(fingerprint.contains("DejaVuSans"), fingerprint)
        XCTAssertTrue(fingerprint.lowercased().contains("wqy"), fingerprint)
        XCTAssertTrue(fingerprint.contains("pango 1."), fingerprint)
    }

    /// Rule: the fingerprint changes with the font family and with the metrics, and is stable
    /// otherwise.
    func testFingerprintChangesWithFontAndMetrics() {
        let standard = CardMeasurer().fingerprint
        XCTAssertEqual(standard, CardMeasurer().fingerprint)
        XCTAssertNotEqual(standard, CardMeasurer(options: .init(fontFamily: "DejaVu Serif")).fingerprint)
        var metrics = CardMetrics.standard
        metrics.padding = 10
        XCTAssertNotEqual(standard, CardMeasurer(options: .init(metrics: metrics)).fingerprint)
    }
}

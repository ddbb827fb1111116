import XCTest

@testable import CorollaCards

final class FingerprintTests: XCTestCase {
    /// Rule: the fingerprint names the font files the Latin and the CJK text resolve to.
    func testFingerprintNamesTheResolvedFonts() {
        let fingerprint = CardMeasurer().fingerprint
        XCTAssertTrue(fingerprint.contains("Inter"), fingerprint)
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

    /// Rule: a fingerprint is checked without fonts work: it holds for the same options and font
    /// files, and not once the options or a font file's size or date differ.
    func testFingerprintIsCheckedWithoutMeasuring() throws {
        let fingerprint = CardMeasurer().fingerprint
        let options = CardMeasurer.Options()
        XCTAssertTrue(CardMeasurer.fingerprintIsCurrent(fingerprint, options: options))
        XCTAssertFalse(CardMeasurer.fingerprintIsCurrent(fingerprint, options: .init(fontFamily: "DejaVu Serif")))
        var metrics = CardMetrics.standard
        metrics.notesMaxLines = 3
        XCTAssertFalse(CardMeasurer.fingerprintIsCurrent(fingerprint, options: .init(metrics: metrics)))
        let line = try XCTUnwrap(fingerprint.split(separator: "\n").first { $0.hasPrefix("font latin:") })
        let touched = fingerprint.replacingOccurrences(of: line, with: line.replacingOccurrences(of: " bytes", with: "1 bytes"))
        XCTAssertFalse(CardMeasurer.fingerprintIsCurrent(touched, options: options))
        XCTAssertFalse(CardMeasurer.fingerprintIsCurrent("", options: options))
    }
}

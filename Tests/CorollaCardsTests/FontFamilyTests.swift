import CorollaLayout
import XCTest

@testable import CorollaCards

final class FontFamilyTests: XCTestCase {
    private static let missing = "Corolla Missing Sans"

    /// Rule: a family fontconfig does not have is reported with the family it resolved instead,
    /// by the measurer and, once, by every render.
    func testMissingFamilyIsReported() throws {
        let measurer = CardMeasurer(options: .init(fontFamily: Self.missing))
        let message = "font family \"\(Self.missing)\" is not installed; fontconfig resolved \"DejaVu Sans\" instead"
        XCTAssertEqual(measurer.fontSubstitution, message)
        let grid = try GridFixtures.waterfall(SamplePlants.plants(), style: .card, measurer: measurer)
        let renderer = GridRenderer(measurer: measurer)
        let expected = [CardDiagnostic(card: nil, message: message)]
        XCTAssertEqual(try renderer.png(grid).diagnostics, expected)
        XCTAssertEqual(try renderer.svg(grid).diagnostics, expected)
        let pdf = try renderer.pdf(grid, pageHeight: 842)
        XCTAssertGreaterThan(pdf.pageCount, 1)
        XCTAssertEqual(pdf.diagnostics, expected)
    }

    /// Rule: installed families (in any case, or by a localised name), lists holding one, and
    /// generic families are not reported.
    func testInstalledAndGenericFamiliesAreNotReported() {
        let families = [
            "DejaVu Sans", "dejavu serif", "WenQuanYi Micro Hei", "文泉驿微米黑", "\(Self.missing), DejaVu Serif",
            "sans-serif", "monospace",
        ]
        for family in families {
            XCTAssertNil(CardMeasurer(options: .init(fontFamily: family)).fontSubstitution, family)
        }
    }

    /// Rule: the check is lazy: creating a measurer, or measuring only fixed cards, starts no
    /// font work.
    func testCheckIsLazy() {
        let measurer = CardMeasurer(options: .init(fontFamily: Self.missing))
        _ = measurer.measure(SamplePlants.plants(), style: .fixed, width: 168)
        XCTAssertEqual(measurer.pool.engineCount, 0)
        XCTAssertNotNil(measurer.fontSubstitution)
        XCTAssertEqual(measurer.pool.engineCount, 1)
    }
}

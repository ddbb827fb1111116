import CorollaLayout
import CorollaTestSupport
import XCTest

@testable import CorollaCards

final class NeverOverflowTests: XCTestCase {
    /// Pieces random names, kinds and notes are made of: Latin words, CJK runs, a word too long
    /// for any line, a character no font has, scripts and emoji whose fallback fonts have taller
    /// lines, and line breaks of every kind (each one a paragraph to Pango).
    private static let pieces = [
        "Monstera", "deliciosa", "'Thai Constellation'", "龟背竹", "斑锦", "Pneumonoultramicroscopicsilicovolcano",
        "Ficus", "琴叶榕大型盆栽", "x", "Sansevieria", "\u{F0000}", "–", "Philodendron", "蔓绿绒",
        "نبات الصبار", "עציץ", "🌿", "🇯🇵", "\n", "\r\n", "\r", "\u{2029}",
    ]

    private static func text(_ random: inout SplitMix64, words: ClosedRange<Int>) -> String {
        (0..<Int.random(in: words, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
            .joined(separator: Bool.random(using: &random) ? " " : "")
    }

    /// Rule: for random plants and widths from 80 to 400 points, in every style, the ink and the
    /// lines of every text lie inside its card, laid out by the code the renderer draws with (a
    /// text with line breaks keeps its style's line limit as a whole).
    func testInkOfEveryTextLiesInsideItsCard() {
        var random = SplitMix64(seed: 4)
        let measurer = CardMeasurer()
        for _ in 0..<150 {
            let content = CardContent(
                name: Self.text(&random, words: 1...8), kind: Self.text(&random, words: 0...3),
                notes: Self.text(&random, words: 0...60),
                photoAspect: Bool.random(using: &random) ? Double.random(in: 0.5...2, using: &random) : nil)
            let randomWidth = Double.random(in: 80...400, using: &random).rounded()
            for style in CardStyle.allCases {
                let width = style == .fixed ? CardMetrics.standard.fixedSize.width : randomWidth
                let card = Rect(origin: .zero, size: measurer.size(of: content, style: style, width: width))
                let plan = measurer.pool.withEngine { $0.plan(content, style: style, width: width, metrics: .standard) }
                XCTAssertFalse(plan.texts.isEmpty)
                for text in plan.texts {
                    XCTAssertTrue(
                        card.contains(text.inkRect),
                        "\(text.role) of \(content.name) in \(style) at \(width): \(text.inkRect) ∉ \(card)")
                    let bottom = text.origin.y + text.layout.logicalSize.height
                    XCTAssertLessThanOrEqual(
                        bottom, card.height, "\(text.role) of \(String(reflecting: content.name)) in \(style) at \(width): lines end below the card")
                }
            }
        }
    }
}

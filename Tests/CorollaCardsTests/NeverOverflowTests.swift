import CorollaLayout
import XCTest

@testable import CorollaCards

final class NeverOverflowTests: XCTestCase {
    /// Pieces random names, kinds and notes are made of: Latin words, CJK runs, a word too long
    /// for any line, a character no font has.
    private static let pieces = [
        "Monstera", "deliciosa", "'Thai Constellation'", "龟背竹", "斑锦", "Pneumonoultramicroscopicsilicovolcano",
        "Ficus", "琴叶榕大型盆栽", "x", "Sansevieria", "\u{E000}", "–", "Philodendron", "蔓绿绒",
    ]

    private static func text(_ random: inout SeededRandom, words: ClosedRange<Int>) -> String {
        (0..<Int.random(in: words, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
            .joined(separator: Bool.random(using: &random) ? " " : "")
    }

    /// Rule: for random plants, styles and widths from 80 to 400 points, the ink of every text
    /// lies inside its card, laid out by the code the renderer draws with.
    func testInkOfEveryTextLiesInsideItsCard() {
        var random = SeededRandom(seed: 4)
        let measurer = CardMeasurer()
        for _ in 0..<300 {
            let content = CardContent(
                name: Self.text(&random, words: 1...8), kind: Self.text(&random, words: 0...3),
                notes: Self.text(&random, words: 0...60),
                photoAspect: Bool.random(using: &random) ? Double.random(in: 0.5...2, using: &random) : nil)
            let style = CardStyle.allCases.randomElement(using: &random) ?? .card
            let width = style == .fixed ? 168 : Double.random(in: 80...400, using: &random).rounded()
            let size = measurer.size(of: content, style: style, width: width)
            let card = Rect(origin: .zero, size: size)
            let plan = measurer.pool.withEngine { $0.plan(content, style: style, width: width, metrics: .standard) }
            for text in plan.texts {
                let ink = text.inkRect
                let inside =
                    ink.minX >= card.minX && ink.maxX <= card.maxX && ink.minY >= card.minY
                    && ink.maxY <= card.maxY
                XCTAssertTrue(inside, "\(text.role) of \(content.name) in \(style) at \(width): \(ink) ∉ \(card)")
            }
        }
    }
}

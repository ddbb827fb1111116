import CorollaLayout
import Foundation
import XCTest

@testable import CorollaCards

#if canImport(FoundationXML)
    import FoundationXML
#endif

final class RenderingTests: XCTestCase {
    let measurer = CardMeasurer()

    /// One thirsty card in a 200-point single column with 16-point insets.
    private func singleCard() throws -> (GridRenderer.Grid, Rect) {
        let content = CardContent(name: "Monstera deliciosa", kind: "Aroid")
        let height = measurer.size(of: content, style: .card, width: 168).height
        let layout = try WaterfallLayout(columnCount: 1, sectionInset: EdgeInsets(all: 16))
            .layout([LayoutSection(items: [.height(height)])], in: Size(width: 200, height: 100))
        let grid = GridRenderer.Grid(layout: layout, contents: [content], date: SamplePlants.date)
        return (grid, try XCTUnwrap(layout.frame(at: ItemPath(section: 0, item: 0))))
    }

    /// Rule: the PNG is contentSize × scale pixels; the page is #F2F2F7, the card white, and the
    /// image of a plant needing water systemRed (#FF3B30).
    func testPNGSizeAndColours() throws {
        let (grid, card) = try singleCard()
        for scale in 1...3 {
            let png = try PNGPixels(GridRenderer(measurer: measurer).png(grid, scale: scale).data)
            XCTAssertEqual(png.width, 200 * scale)
            XCTAssertEqual(Double(png.height), grid.layout.contentSize.height * Double(scale))
            let at = { (x: Double, y: Double) in png.rgb(x: Int(x * Double(scale)), y: Int(y * Double(scale))) }
            XCTAssertEqual(at(4, 4), 0xF2F2F7, "page at scale \(scale)")
            XCTAssertEqual(at(card.minX + 6, card.midY), 0xFFFFFF, "card at scale \(scale)")
            XCTAssertEqual(at(card.midX, card.minY + 12 + 28), 0xFF3B30, "image at scale \(scale)")
        }
    }

    /// Rule: the SVG is well-formed XML.
    func testSVGParsesAsXML() throws {
        let grid = try GridFixtures.waterfall(SamplePlants.plants(), style: .detail, measurer: measurer)
        let svg = try GridRenderer(measurer: measurer, style: .detail).svg(grid)
        let parser = XMLParser(data: svg.data)
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    /// Rule: a card that would straddle a page's bottom starts the next page, 12 points below its
    /// top: cards of 100 with gaps of 10 on 250-point pages go 2 per page, each card on exactly one.
    func testPDFPagesBreakBetweenCards() throws {
        let items = Array(repeating: LayoutItem.height(100), count: 6)
        let layout = try WaterfallLayout(columnCount: 1, minimumInteritemSpacing: 10)
            .layout([LayoutSection(items: items)], in: Size(width: 200, height: 100))
        let pages = Pagination(pageHeight: 250).pages(of: LayoutIndex(layout))
        XCTAssertEqual(pages.map(\.top), [0, 208, 428])
        XCTAssertEqual(pages.map { $0.elements.map(\.item) }, [[0, 1], [2, 3], [4, 5]])
        let contents = Array(repeating: CardContent(name: "Aloe", kind: "Succulent"), count: 6)
        let pdf = try GridRenderer(measurer: measurer, style: .fixed)
            .pdf(GridRenderer.Grid(layout: layout, contents: contents, date: SamplePlants.date), pageHeight: 250)
        XCTAssertEqual(pdf.pageCount, 3)
        XCTAssertEqual(Self.pageObjects(in: pdf.data), 3)
    }

    /// Rule: in a staggered waterfall every card and header is on exactly one page, whole, and the
    /// pages are not many more than the content needs.
    func testWaterfallPagesKeepEveryCardWhole() throws {
        let grid = try GridFixtures.waterfall(SamplePlants.plants(), style: .detail, measurer: measurer)
        let pageHeight = 842.0
        let pages = Pagination(pageHeight: pageHeight).pages(of: LayoutIndex(grid.layout))
        let placed = pages.flatMap(\.elements)
        XCTAssertEqual(placed.count, Set(placed).count)
        XCTAssertEqual(Set(placed), Set(grid.layout.elements))
        for page in pages {
            for element in page.elements {
                XCTAssertGreaterThanOrEqual(element.frame.minY, page.top)
                XCTAssertLessThanOrEqual(element.frame.maxY, page.top + pageHeight)
            }
        }
        XCTAssertLessThanOrEqual(Double(pages.count), 1.5 * (grid.layout.contentSize.height / pageHeight).rounded(.up))
    }

    /// Rule: without a page height the PDF is one page of the content height.
    func testUnpaginatedPDFHasOnePage() throws {
        let grid = try GridFixtures.waterfall(SamplePlants.plants(), style: .card, measurer: measurer)
        let pdf = try GridRenderer(measurer: measurer).pdf(grid)
        XCTAssertEqual(Self.pageObjects(in: pdf.data), 1)
    }

    /// Rule: a horizontally scrolling layout, whose content grows sideways, is drawn on one PDF
    /// page; a page height for it is a clear error, not pages that never split its width.
    func testHorizontalLayoutsAreNotPaginated() throws {
        let flow = FlowLayout(itemSize: CardMetrics.standard.fixedSize, scrollDirection: .horizontal)
        let contents = SamplePlants.plants(8)
        let layout = try flow.layout(
            [LayoutSection(items: Array(repeating: LayoutItem(), count: 8))], in: Size(width: 400, height: 300))
        XCTAssertGreaterThan(layout.contentSize.width, 400)
        let grid = GridRenderer.Grid(layout: layout, contents: contents, date: SamplePlants.date)
        let renderer = GridRenderer(measurer: measurer, style: .fixed)
        XCTAssertThrowsError(try renderer.pdf(grid, pageHeight: 200)) {
            XCTAssertEqual($0 as? CardsError, .horizontalPagination)
            XCTAssertEqual(
                "\($0)", "a horizontally scrolling layout cannot be split into pages by height: render it as one page")
        }
        let whole = try renderer.pdf(grid)
        XCTAssertEqual(whole.pageCount, 1)
        XCTAssertEqual(Self.pageObjects(in: whole.data), 1)
    }

    /// Rule: rotations that do not match a section's items one to one are an error, not cards
    /// drawn unrotated.
    func testRotationsThatDoNotMatchTheItemsAreAnError() throws {
        var fan = try GridFixtures.seedFan(SamplePlants.plants(3), measurer: measurer)
        fan.layout.sections[0].rotations?.removeLast()
        XCTAssertThrowsError(try GridRenderer(measurer: measurer).png(fan)) {
            XCTAssertEqual($0 as? CardsError, .rotationCount(section: 0, items: 3, rotations: 2))
            XCTAssertEqual("\($0)", "section 0 of the layout has 3 items but 2 rotations")
        }
    }

    /// Rule: contents that do not match the layout, a rotated layout without a card size, a bad
    /// scale and an unwritable path are clear errors.
    func testErrors() throws {
        let (grid, _) = try singleCard()
        let renderer = GridRenderer(measurer: measurer)
        var twoCards = grid
        twoCards.contents += grid.contents
        XCTAssertThrowsError(try renderer.png(twoCards)) {
            XCTAssertEqual($0 as? CardsError, .contentCount(items: 1, contents: 2))
        }
        var rotated = try GridFixtures.seedFan(SamplePlants.plants(3), measurer: measurer)
        rotated.rotatedCardSize = nil
        XCTAssertThrowsError(try renderer.svg(rotated)) { XCTAssertEqual($0 as? CardsError, .missingRotatedCardSize) }
        XCTAssertThrowsError(try renderer.png(grid, scale: 4)) {
            XCTAssertEqual($0 as? CardsError, .unsupportedScale(4))
        }
        XCTAssertThrowsError(try renderer.png(grid).write(toFile: "/nonexistent-corolla/grid.png")) { error in
            guard case .notWritable(let path, _) = error as? CardsError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, "/nonexistent-corolla/grid.png")
        }
    }

    /// Rule: a frame too short for what its card draws is reported (here the seed fan's 72×96
    /// item size for the fixed style, which needs 12 + 56 + 8 + name + 2 + kind).
    func testFrameShorterThanItsCardIsReported() throws {
        let grid = try GridFixtures.seedFan(SamplePlants.plants(2), measurer: measurer)
        let rendered = try GridRenderer(measurer: measurer, style: .fixed).png(grid)
        XCTAssertEqual(rendered.diagnostics.map(\.card), [0, 1])
        XCTAssertTrue(rendered.diagnostics.allSatisfy { $0.message.hasPrefix("frame is 96.0 pt high") })
    }

    /// Rule: a stored photo that does not decode is reported and the watering tint drawn instead.
    func testUnreadablePhotoIsReported() throws {
        var (grid, card) = try singleCard()
        grid.contents[0].photo = PhotoThumbnail(bytes: Array("not an image".utf8), width: 4, height: 3)
        let rendered = try GridRenderer(measurer: measurer).png(grid)
        XCTAssertEqual(rendered.diagnostics.count, 1)
        XCTAssertTrue(
            rendered.diagnostics[0].description.hasPrefix("card 0: photo not shown"), "\(rendered.diagnostics)")
        let png = try PNGPixels(rendered.data)
        XCTAssertEqual(png.rgb(x: Int(card.midX), y: Int(card.minY + 40)), 0xFF3B30)
    }

    /// The number of page objects (`/Type /Page`, not `/Pages`) in a PDF.
    static func pageObjects(in pdf: Data) -> Int {
        let text = String(decoding: pdf, as: UTF8.self)
        return text.components(separatedBy: "/Type /Page").dropFirst().filter { !$0.hasPrefix("s") }.count
    }
}

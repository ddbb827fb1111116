import CorollaLayout
import Foundation
import XCTest

@testable import CorollaCards

/// PNG pages, and the largest PNG the renderer draws.
final class PNGPagesTests: XCTestCase {
    let measurer = CardMeasurer()

    /// Rule: the PNG pages of a grid are its PDF pages at the same height, each the content's width
    /// and the page's height times the scale, and every card and header is on exactly one of
    /// them, whole.
    func testPNGPagesAreThePDFPagesAndCutNoCard() throws {
        let grid = try GridFixtures.waterfall(SamplePlants.plants(120), style: .detail, measurer: measurer)
        let pageHeight = 844.0
        let renderer = GridRenderer(measurer: measurer, style: .detail)
        let images = try renderer.pngPages(grid, scale: 2, pageHeight: pageHeight)
        XCTAssertGreaterThan(images.count, 1)
        XCTAssertEqual(images.count, try renderer.pdf(grid, pageHeight: pageHeight).pageCount)
        for image in images {
            let pixels = try PNGPixels(image.data)
            XCTAssertEqual(pixels.width, Int((grid.layout.contentSize.width * 2).rounded(.up)))
            XCTAssertEqual(pixels.height, 1_688)
        }
        let pages = Pagination(pageHeight: pageHeight).pages(of: LayoutIndex(grid.layout))
        XCTAssertEqual(pages.count, images.count)
        for element in grid.layout.elements where element.category != .footer {
            let holding = pages.filter { $0.elements.contains(element) }
            XCTAssertEqual(holding.count, 1, "\(element)")
            for page in holding {
                XCTAssertGreaterThanOrEqual(element.frame.minY, page.top)
                XCTAssertLessThanOrEqual(element.frame.maxY, page.top + pageHeight)
            }
        }
    }

    /// Rule: the lowest page height that cuts no card is the tallest card and the page's margin
    /// (12 points, or a quarter of a low page).
    func testMinimumPageHeightKeepsTheTallestCardWhole() throws {
        let layout = try WaterfallLayout(columnCount: 1)
            .layout([LayoutSection(items: [.height(100), .height(300), .height(20)])], in: Size(width: 200, height: 100))
        XCTAssertEqual(GridRenderer.minimumPageHeight(of: layout), 312)
        let low = try WaterfallLayout(columnCount: 1).layout([LayoutSection(items: [.height(30)])], in: Size(width: 200, height: 100))
        XCTAssertEqual(GridRenderer.minimumPageHeight(of: low), 40)
        XCTAssertEqual(Pagination(pageHeight: 40).pages(of: LayoutIndex(low)).count, 1)
    }

    /// Rule: an image beyond 32,767 pixels a side, or beyond 2²⁸ pixels, is refused before
    /// anything is drawn, naming its size.
    func testImagesBeyondCairosLimitAreRefused() throws {
        XCTAssertEqual(try ImageLimit.checkedPixelSize(of: Size(width: 390, height: 16_383.5), scale: 2).height, 32_767)
        XCTAssertEqual(try ImageLimit.checkedPixelSize(of: Size(width: 8_192, height: 8_192), scale: 2).width, 16_384)
        XCTAssertThrowsError(try ImageLimit.checkedPixelSize(of: Size(width: 10_000, height: 9_000), scale: 3)) {
            XCTAssertEqual($0 as? CardsError, .imageTooLarge(width: 30_000, height: 27_000))
        }
        let layout = try WaterfallLayout(columnCount: 1, sectionInset: EdgeInsets(all: 0))
            .layout([LayoutSection(items: [.height(16_384)])], in: Size(width: 390, height: 100))
        let grid = GridRenderer.Grid(layout: layout, contents: [CardContent(name: "Aloe", kind: "Succulent")], date: SamplePlants.date)
        XCTAssertThrowsError(try GridRenderer(measurer: measurer, style: .fixed).png(grid, scale: 2)) {
            XCTAssertEqual($0 as? CardsError, .imageTooLarge(width: 780, height: 32_768))
        }
    }
}

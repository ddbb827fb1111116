@testable import CorollaCards
import CorollaLayout
@testable import CorollaService
import Foundation
import XCTest

final class GroupedCardImageTests: ServerTestCase {
    /// Rule: a card image is the card its frame was measured for, in every style and grouping:
    /// its pixels are the frame × scale, its bytes are the drawing of what the grid measured
    /// (grouped by kind, a card without its kind, as its header says it), so the plan drawn —
    /// that content laid out at the frame's width — is the plan measured at the measuring width,
    /// and every text of it lies inside the frame (nothing cut at the bottom edge).
    func testCardImagesAreTheCardsTheirFramesWereMeasuredFor() throws {
        let path = try makeCatalog(plants: 14, favorites: 14)
        let (_, client) = try serve(path)
        let service = try CatalogService(path: path)
        let metrics = service.machinery.measurer().options.metrics
        for style in CardStyle.allCases {
            for grouping in GridRequest.Grouping.allCases {
                let view = "\(style.rawValue) grouped by \(grouping.rawValue)"
                let answer = try client.get("/api/grid?width=390&scale=2&style=\(style.rawValue)&group_by=\(grouping.rawValue)").json()
                let token = try XCTUnwrap(answer["token"] as? String)
                let height = try XCTUnwrap((answer["content_size"] as? [String: Double])?["height"])
                let cards = try gridElements(client, token: token, rect: "0,0,390,\(Int(height.rounded(.up)))").filter { $0["kind"] as? String == "item" }
                XCTAssertEqual(cards.count, 14, view)
                var parameters = GridParameters(width: 390)
                (parameters.style, parameters.grouping, parameters.scale) = (style, grouping, 2)
                let measured = try service.grid.result(for: try parameters.request())
                let measuringWidth = try XCTUnwrap(measured.report.measuringWidth, view)
                for card in cards {
                    let id = Int64(try XCTUnwrap(card["plant_id"] as? Int)), frame = try XCTUnwrap(card["frame"] as? [Double])
                    let content = measured.contents[try XCTUnwrap(measured.plantIDs.firstIndex(of: id))]
                    let size = Size(width: frame[2], height: frame[3])
                    let image = try client.get(try XCTUnwrap(card["card"] as? String))
                    XCTAssertEqual(image.status, 200, view)
                    let pixels = [image.body[16..<20], image.body[20..<24]].map { $0.reduce(0) { $0 << 8 | Int($1) } }
                    XCTAssertEqual(pixels, [Int((size.width * 2).rounded(.up)), Int((size.height * 2).rounded(.up))], view)
                    let date = Date()
                    let drawing = try service.cards.png(content, size: size, style: style, userInterfaceStyle: .light, scale: 2, date: date)
                    XCTAssertTrue(image.body == Array(drawing), "\(view): plant \(id)'s image is the drawing of the card measured")
                    try service.machinery.measurer().pool.withEngine { engine in
                        let plan = engine.plan(content, style: style, width: measuringWidth, metrics: metrics)
                        let drawn = engine.plan(content, style: style, width: size.width, metrics: metrics, needsWater: content.needsWater(on: date))
                        XCTAssertEqual(Self.describe(drawn), Self.describe(plan), "\(view): plant \(id)")
                        XCTAssertLessThanOrEqual(drawn.neededHeight, size.height, "\(view): plant \(id)")
                        for text in drawn.texts {
                            let bottom = text.origin.y + text.layout.logicalSize.height
                            XCTAssertLessThanOrEqual(bottom, size.height, "\(view): plant \(id)'s \(text.role) is cut at the frame's bottom edge")
                        }
                        if grouping == .kind {
                            XCTAssertFalse(drawn.texts.contains { $0.role == .kind }, "\(view): the header says the kind")
                        }
                    }
                }
            }
        }
    }

    /// What a plan places, for comparing two: its size, the height it needs, its image area and
    /// each text's role, words, place, lines and height. The detail style's watering line differs
    /// in its words only (a card has one size whether it needs water), so its words are left out.
    static func describe(_ plan: CardPlan) -> [String] {
        ["size \(plan.size) needs \(plan.neededHeight)", "image \(plan.image.shape) \(plan.image.rect.components)"]
            + plan.texts.map { text in
                let watering = text.role == .watering || text.role == .needsWater
                return "\(watering ? "watering" : text.role.rawValue) \(watering ? "" : text.layout.text) at \(text.origin) "
                    + "\(text.layout.lineCount) lines \(text.layout.logicalSize.height) high"
            }
    }
}

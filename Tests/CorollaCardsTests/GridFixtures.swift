import CorollaCards
import CorollaLayout
import Foundation

/// Layouts of measured cards for the rendering tests.
enum GridFixtures {
    /// A waterfall of `contents` measured in `style` at the column width the layout computes (at
    /// scale 2), one section per `sectionSize` cards, each section with a header.
    static func waterfall(
        _ contents: [CardContent], style: CardStyle, measurer: CardMeasurer, width: Double = 375, columns: Int = 2,
        sectionSize: Int = 20
    ) throws -> GridRenderer.Grid {
        let layout = WaterfallLayout(
            columnCount: columns, minimumColumnSpacing: 12, minimumInteritemSpacing: 12,
            sectionInset: EdgeInsets(top: 4, left: 12, bottom: 16, right: 12), headerHeight: 40)
        let scale = DisplayScale(2)
        let columnWidth = scale.floor((width - 24 - Double(columns - 1) * 12) / Double(columns))
        let chunks = stride(from: 0, to: contents.count, by: sectionSize).map {
            Array(contents[$0..<min($0 + sectionSize, contents.count)])
        }
        let sections = chunks.map { chunk in
            LayoutSection(items: measurer.measure(chunk, style: style, width: columnWidth).map { .height($0.height) })
        }
        let result = try layout.layout(sections, in: Size(width: width, height: 800), scale: scale)
        let headers = chunks.indices.map { "Section \($0 + 1) · 第\($0 + 1)组" }
        return GridRenderer.Grid(layout: result, contents: contents, headers: headers, date: SamplePlants.date)
    }

    /// A fan: `contents.count` cards of `cardSize` on an arc, each rotated to follow it (the
    /// seed's FanLayout), written over a one-section layout result.
    static func fan(_ contents: [CardContent], cardSize: Size, width: Double = 1000) throws -> GridRenderer.Grid {
        let count = contents.count
        var result = try WaterfallLayout(columnCount: 1).layout(
            [LayoutSection(items: Array(repeating: .height(1), count: count))], in: Size(width: width, height: 600))
        let center = Point(x: width / 2, y: 720)
        let radius = 560.0
        var frames: [Rect] = []
        var rotations: [Double] = []
        for index in 0..<count {
            let angle = -Double.pi / 2 + (Double(index) - Double(count - 1) / 2) * (1.6 / Double(max(1, count - 1)))
            let cardCenter = Point(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
            let rotation = Rotation(radians: angle + .pi / 2)
            frames.append(rotation.boundingBox(of: cardSize, centeredAt: cardCenter))
            rotations.append(rotation.radians)
        }
        result.sections = [SectionFrames(items: frames, rotations: rotations)]
        result.contentSize = Size(width: width, height: 460)
        return GridRenderer.Grid(layout: result, contents: contents, rotatedCardSize: cardSize, date: SamplePlants.date)
    }
}

import CorollaLayout
import CorollaTestSupport

/// Random inputs for property tests, drawn from a seeded generator.
extension SplitMix64 {
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }

    /// A length on a quarter-point grid, so that sums are exact and ties actually happen.
    mutating func length(_ range: ClosedRange<Double>) -> Double {
        (Double.random(in: range, using: &self) * 4).rounded() / 4
    }

    mutating func insets(upTo limit: Double) -> EdgeInsets {
        EdgeInsets(top: length(0...limit), left: length(0...limit), bottom: length(0...limit), right: length(0...limit))
    }

    /// A waterfall item: a measured length along the scroll axis, a size to scale, sometimes
    /// spanning columns.
    mutating func waterfallItem(_ direction: ScrollDirection) -> LayoutItem {
        let span = chance(0.1) ? Int.random(in: 2...4, using: &self) : 1
        let item = chance(0.3)
            ? LayoutItem(width: length(1...40), height: length(1...60), span: span)
            : LayoutItem(height: length(0...300), span: span)
        guard direction == .horizontal else { return item }
        return LayoutItem(width: item.height, height: item.width, span: span)
    }

    /// Between one and `maximum` sections of random items, with random headers and footers.
    mutating func sections(maximum: Int = 4, items: Int = 60, _ item: (inout SplitMix64) -> LayoutItem) -> [LayoutSection] {
        (0..<Int.random(in: 1...maximum, using: &self)).map { _ in
            LayoutSection(
                items: (0..<Int.random(in: 0...items, using: &self)).map { _ in item(&self) },
                header: chance(0.5) ? length(0...40) : nil, footer: chance(0.3) ? length(0...30) : nil,
                columnCount: chance(0.15) ? Int.random(in: 1...5, using: &self) : nil)
        }
    }

    mutating func waterfall() -> WaterfallLayout {
        WaterfallLayout(
            columnCount: Int.random(in: 1...5, using: &self),
            minimumColumnWidth: chance(0.2) ? length(40...150) : nil,
            minimumColumnSpacing: length(0...16), minimumInteritemSpacing: length(0...16),
            sectionInset: insets(upTo: 16), headerHeight: chance(0.5) ? length(0...30) : 0,
            footerHeight: chance(0.3) ? length(0...30) : 0, headerInset: insets(upTo: 8), footerInset: insets(upTo: 8),
            itemRenderDirection: WaterfallLayout.ItemRenderDirection.allCases.randomElement(using: &self) ?? .shortestFirst,
            minimumContentHeight: chance(0.2) ? length(0...2000) : 0, tolerance: chance(0.3) ? length(0...20) : 0,
            layoutDirection: chance(0.3) ? .rightToLeft : .leftToRight,
            scrollDirection: chance(0.3) ? .horizontal : .vertical)
    }

    mutating func scale() -> DisplayScale { DisplayScale([0, 1, 2, 3].randomElement(using: &self) ?? 0) }

    /// A random waterfall's result for random sections of up to `items` items each, in a random
    /// container and scale.
    mutating func laidOutWaterfall(items: Int) throws -> LayoutResult {
        let layout = waterfall()
        let container = Size(width: length(300...1100), height: length(300...1100))
        return try layout.layout(sections(items: items) { $0.waterfallItem(layout.scrollDirection) }, in: container, scale: scale())
    }
}

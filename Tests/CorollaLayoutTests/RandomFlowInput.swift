import CorollaTestSupport
@testable import CorollaLayout

/// A random flow request for property tests: options, container, scale and sections, some of
/// whose sections have items of one size (to exercise the uniform last-line rule), some items
/// without a size (to use `itemSize`) and some wider than their line (clamped).
struct RandomFlowInput {
    var container: Size
    var scale: DisplayScale
    var scroll: ScrollDirection
    var itemSize: Size
    var spacing: Double
    var lineSpacing: Double
    var inset: EdgeInsets
    var header: Size
    var footer: Size
    var sections: [LayoutSection]

    init(random: inout SplitMix64) {
        scroll = Bool.random(using: &random) ? .vertical : .horizontal
        let cross = RandomFlowInput.length(100...420, &random)
        container = scroll == .vertical ? Size(width: cross, height: 800) : Size(width: 800, height: cross)
        scale = DisplayScale([0, 1, 2, 3][Int.random(in: 0...3, using: &random)])
        itemSize = Size(width: RandomFlowInput.length(10...90, &random), height: RandomFlowInput.length(10...90, &random))
        spacing = RandomFlowInput.length(0...12, &random)
        lineSpacing = RandomFlowInput.length(0...12, &random)
        inset = RandomFlowInput.insets(&random)
        header = Size(width: RandomFlowInput.length(0...30, &random), height: RandomFlowInput.length(0...30, &random))
        footer = Size(width: RandomFlowInput.length(0...30, &random), height: RandomFlowInput.length(0...30, &random))
        sections = []
        sections = (0..<Int.random(in: 1...3, using: &random)).map { _ in section(&random) }
    }

    /// A random section in the shape of this input.
    func section(_ random: inout SplitMix64) -> LayoutSection {
        let count = Int.random(in: 0...40, using: &random)
        let uniform = Bool.random(using: &random)
        let first = item(&random)
        return LayoutSection(
            items: (0..<count).map { _ in uniform ? first : item(&random) },
            header: Bool.random(using: &random) ? nil : RandomFlowInput.length(0...20, &random),
            footer: Bool.random(using: &random) ? nil : RandomFlowInput.length(0...20, &random),
            sectionInset: Bool.random(using: &random) ? nil : RandomFlowInput.insets(&random))
    }

    /// A random item: usually its own size, sometimes the layout's, rarely wider than any line.
    func item(_ random: inout SplitMix64) -> LayoutItem {
        switch Int.random(in: 0...9, using: &random) {
        case 0: return LayoutItem()
        case 1: return LayoutItem(width: 500, height: RandomFlowInput.length(1...60, &random))
        default:
            return LayoutItem(width: RandomFlowInput.length(1...150, &random), height: RandomFlowInput.length(1...90, &random))
        }
    }

    /// A length in `range`, whole half of the time and fractional otherwise.
    static func length(_ range: ClosedRange<Double>, _ random: inout SplitMix64) -> Double {
        let value = Double.random(in: range, using: &random)
        return Bool.random(using: &random) ? value.rounded(.down) : value
    }

    private static func insets(_ random: inout SplitMix64) -> EdgeInsets {
        EdgeInsets(
            top: length(0...15, &random), left: length(0...25, &random), bottom: length(0...15, &random),
            right: length(0...25, &random))
    }
}

extension RandomFlowInput {
    /// A flow layout with this input's options.
    var flowLayout: FlowLayout {
        FlowLayout(
            itemSize: itemSize, minimumInteritemSpacing: spacing, minimumLineSpacing: lineSpacing, sectionInset: inset,
            headerReferenceSize: header, footerReferenceSize: footer, scrollDirection: scroll)
    }
}

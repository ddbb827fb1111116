import CorollaLayout

/// The waterfall every layout scenario uses: the favorites grid of a phone — 2 columns in a
/// 390×844 container at 2× scale, spacing 8, insets 12 — with pre-measured card heights.
enum Waterfall {
    static let container = Size(width: 390, height: 844)
    static let scale = DisplayScale(2)
    static let columnCount = 2
    static let spacing = 8.0
    static let inset = 12.0

    static let layout = WaterfallLayout(
        columnCount: columnCount, minimumColumnSpacing: spacing, minimumInteritemSpacing: spacing,
        sectionInset: EdgeInsets(all: inset))

    /// `count` card heights between 120 and 360 points on the half-point grid, the same for the
    /// same `seed`.
    static func heights(_ count: Int, seed: UInt64 = 7) -> [Double] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in height(&random) }
    }

    private static func height(_ random: inout SplitMix64) -> Double { 120 + Double(random.next() % 481) / 2 }

    /// One section holding one measured item per height.
    static func sections(_ heights: [Double]) -> [LayoutSection] {
        [LayoutSection(items: heights.map { LayoutItem.height($0) })]
    }

    /// `sections(heights(count, seed:))` without the intermediate array of heights (for memory
    /// measurements, where it would raise the input's peak).
    static func sections(count: Int, seed: UInt64 = 7) -> [LayoutSection] {
        var random = SplitMix64(seed: seed)
        return [LayoutSection(items: (0..<count).map { _ in LayoutItem.height(height(&random)) })]
    }

    /// One screen (the container's size) at `count` random vertical offsets inside `result`.
    static func screens(_ count: Int, in result: LayoutResult, seed: UInt64 = 11) -> [Rect] {
        var random = SplitMix64(seed: seed)
        let room = max(0, result.contentSize.height - container.height)
        return (0..<count).map { _ in
            let y = Double(random.next() % (1 << 53)) / Double(1 << 53) * room
            return Rect(x: 0, y: y, width: container.width, height: container.height)
        }
    }

    /// "1k", "10k", "1M".
    static func label(_ count: Int) -> String {
        count >= 1_000_000 && count % 1_000_000 == 0 ? "\(count / 1_000_000)M"
            : count >= 1_000 && count % 1_000 == 0 ? "\(count / 1_000)k" : "\(count)"
    }
}

/// A small, fast, seeded generator (Steele, Lea & Flood's SplitMix64).
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

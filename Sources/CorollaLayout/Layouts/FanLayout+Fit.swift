import Foundation

/// The fitted fan (``FanLayout/fitsContainer``): the fans a container shows and where each card goes.
///
/// Rules (container `width`×`height`, items `w`×`h`, `n` items in all):
/// - Every card's centre keeps a margin `m = ½·√(w² + h²) + 12` from the container's edges: a
///   card turned any way stays within half its diagonal of its centre, so its frame lies inside,
///   at least 12 points from the edges (a page margin).
/// - One fan shows at most ``fittedCapacity(in:)`` cards: as many as keep neighbouring cards at
///   least ``fittedSpacing`` item widths apart a third of a card's height inside the arc, where a
///   tile's name is (the cards' lower parts converge towards the hub). More cards make more fans, `⌈n / capacity⌉`,
///   of balanced sizes (the first ones one card larger), each in its own container-high band
///   below the previous one: the content is `height · fans` high, and pages as high as the
///   container show one fan each.
/// - A fan of `q` cards steps `min(0.35, π / (q − 1))` radians between them (the seed's step
///   while the arc spans less than ``fittedMaximumSpread``): its arc spans `S = step · (q − 1)`,
///   centred on the container's vertical axis, cards left to right.
/// - Its radius is the largest that keeps the arc inside the margins — `(width/2 − m) / sin(S/2)`
///   across, `(height − 2m) / (1 − cos(S/2))` down — and at most `radiusFraction · height`; its
///   hub lies on the vertical axis, below the arc, so that the arc's height is centred in the band.
/// - One card sits upright at the band's centre; no two cards share a centre (the step and the
///   radius are positive).
extension FanLayout {
    /// The widest arc a fitted fan spans, in radians: a half turn.
    public static let fittedMaximumSpread = Double.pi
    /// The step between the cards of a fitted fan that spans less than the widest arc (the seed's).
    static let fittedStep = 0.35
    /// The least distance between neighbouring cards a third of their height inside the arc, in
    /// item widths: their names, at the bottom of a tile, do not overlap.
    public static let fittedSpacing = 0.9

    /// The distance a fitted card's centre keeps from the container's edges.
    var fittedMargin: Double { (itemSize.width * itemSize.width + itemSize.height * itemSize.height).squareRoot() / 2 + 12 }

    /// The most cards one fitted fan shows in `container`.
    ///
    /// - Complexity: O(c) for the capacity c.
    public func fittedCapacity(in container: Size) -> Int {
        var capacity = 1
        while capacity < Self.maximumFittedCapacity {
            let fan = fittedArc(count: capacity + 1, in: container)
            guard (fan.radius - itemSize.height / 3) * fan.step >= Self.fittedSpacing * itemSize.width else { break }
            capacity += 1
        }
        return capacity
    }

    /// More cards than any container can show in one fan.
    private static let maximumFittedCapacity = 100_000

    /// The number of fans `count` cards take in `container`: at least one.
    func fittedFanCount(_ count: Int, in container: Size) -> Int {
        let capacity = fittedCapacity(in: container)
        return max(1, (count + capacity - 1) / capacity)
    }

    /// The centre and the angle of item `index` of `count` fitted in `container`, given the fans
    /// they take (``fittedFanCount(_:in:)``).
    func fittedPlace(of index: Int, count: Int, fans: Int, in container: Size) -> (center: Point, angle: Double) {
        let base = count / fans
        let larger = count % fans
        let fan = index < larger * (base + 1) ? index / (base + 1) : larger + (index - larger * (base + 1)) / max(1, base)
        let first = fan * base + min(fan, larger)
        let arc = fittedArc(count: base + (fan < larger ? 1 : 0), in: container)
        let angle = -Double.pi / 2 - arc.spread / 2 + Double(index - first) * arc.step
        let hub = Point(x: container.width / 2, y: Double(fan) * container.height + arc.hubDepth)
        return (Point(x: hub.x + arc.radius * cos(angle), y: hub.y + arc.radius * sin(angle)), angle)
    }

    /// The arc of one fitted fan of `count` cards: its step, spread, radius, and the hub's depth
    /// below its band's top.
    private func fittedArc(count: Int, in container: Size) -> (step: Double, spread: Double, radius: Double, hubDepth: Double) {
        let step = count > 1 ? min(Self.fittedStep, Self.fittedMaximumSpread / Double(count - 1)) : 0
        let spread = step * Double(max(0, count - 1))
        let half = spread / 2
        let margin = fittedMargin
        var radius = radiusFraction * container.height
        if half > 0 { radius = min(radius, (container.width / 2 - margin) / sin(min(half, .pi / 2))) }
        if cos(half) < 1 { radius = min(radius, (container.height - 2 * margin) / (1 - cos(half))) }
        return (step, spread, radius, container.height / 2 + radius * (1 + cos(half)) / 2)
    }
}

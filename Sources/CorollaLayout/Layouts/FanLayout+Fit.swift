import Foundation

/// The fitted fan (``FanLayout/fitsContainer``): the fans a container shows and where each card goes.
///
/// Rules (container `width`×`height`, items `w`×`h`, `n` items in all):
/// - Every card's centre keeps a margin `m = ½·√(w² + h²) + 12` from the edges of its ring's
///   slot (below): a card turned any way stays within half its diagonal of its centre, so its
///   frame lies inside, at least 12 points from the slot's edges (a page margin), and cards of
///   different rings never overlap.
/// - A ring is one arc of cards. It shows at most ``fittedRingCapacity(in:)`` cards: as many as
///   keep neighbouring cards at least ``fittedSpacing`` item widths apart a third of a card's
///   height inside the arc, where a tile's name is (the cards' lower parts converge towards the
///   hub, as a hand of cards does).
/// - A ring of `q` cards steps `min(0.35, π / (q − 1))` radians between them (the seed's step
///   while the arc spans less than ``fittedMaximumSpread``): its arc spans `S = step · (q − 1)`,
///   centred on the container's vertical axis, cards left to right. Its radius is the largest
///   that keeps the arc inside the margins — `(width/2 − m) / sin(S/2)` across,
///   `(height − 2m) / (1 − cos(S/2))` down — and at most `radiusFraction · height`; its hub lies
///   on the vertical axis, below the arc, so that the arc's height is centred in the ring's slot.
/// - A fan fills one container-high band with rings stacked down it: as many as a full ring's
///   height (`R·(1 − cos(S/2)) + 2m`, the tallest a ring is) fits, ``fittedRings(in:)``, so one
///   fan shows ``fittedCapacity(in:)`` = rings × ring capacity cards (16 tiles at 390×844, in 4
///   rings of 4). More cards make more fans, `⌈n / capacity⌉`, of balanced sizes (the first ones
///   one card larger), each in its own band below the previous one: the content is
///   `height · fans` high, and pages as high as the container show one fan each.
/// - A fan of `k` cards has `⌈k / ring capacity⌉` rings of balanced sizes (the first ones one card
///   larger), each in an equal slot of the band, top to bottom.
/// - A ring of one card stands upright at its slot's centre; no two cards share a centre (the
///   step and the radius are positive, and the slots do not overlap).
extension FanLayout {
    /// The widest arc a fitted ring spans, in radians: a half turn.
    public static let fittedMaximumSpread = Double.pi
    /// The step between the cards of a fitted ring that spans less than the widest arc (the seed's).
    static let fittedStep = 0.35
    /// The least distance between neighbouring cards a third of their height inside the arc, in
    /// item widths: their names, at the bottom of a tile, do not overlap.
    public static let fittedSpacing = 0.9

    /// The distance a fitted card's centre keeps from the edges of its ring's slot.
    var fittedMargin: Double { (itemSize.width * itemSize.width + itemSize.height * itemSize.height).squareRoot() / 2 + 12 }

    /// The most cards one fitted fan shows in `container`: its rings' capacities together.
    ///
    /// - Complexity: O(log c), as ``fittedRingCapacity(in:)``.
    public func fittedCapacity(in container: Size) -> Int {
        let ring = fittedRingCapacity(in: container)
        return ring * fittedRings(ofCapacity: ring, in: container)
    }

    /// The most cards one ring of a fitted fan shows in `container`.
    ///
    /// A ring of more cards has a step and a radius no larger, so its spacing only shrinks: the
    /// largest legible count is found by bisection.
    ///
    /// - Complexity: O(log c) for the largest capacity c any container is given.
    public func fittedRingCapacity(in container: Size) -> Int {
        var (legible, illegible) = (1, Self.maximumFittedCapacity + 1)
        while illegible - legible > 1 {
            let count = legible + (illegible - legible) / 2
            let arc = fittedArc(count: count, in: container)
            if (arc.radius - itemSize.height / 3) * arc.step >= Self.fittedSpacing * itemSize.width {
                legible = count
            } else {
                illegible = count
            }
        }
        return legible
    }

    /// The most rings one fitted fan stacks in `container`: at least one.
    ///
    /// - Complexity: O(log c), as ``fittedRingCapacity(in:)``.
    public func fittedRings(in container: Size) -> Int {
        fittedRings(ofCapacity: fittedRingCapacity(in: container), in: container)
    }

    /// As many rings of `capacity` cards (the tallest ring) as the container's height holds.
    private func fittedRings(ofCapacity capacity: Int, in container: Size) -> Int {
        let arc = fittedArc(count: capacity, in: container)
        let height = arc.radius * (1 - cos(arc.spread / 2)) + 2 * fittedMargin
        return max(1, Int((container.height / height).rounded(.down)))
    }

    /// More cards than any container can show in one ring.
    private static let maximumFittedCapacity = 100_000

    /// The number of fans `count` cards take in `container`: at least one.
    func fittedFanCount(_ count: Int, in container: Size) -> Int {
        let capacity = fittedCapacity(in: container)
        return max(1, (count + capacity - 1) / capacity)
    }

    /// The centre and the angle of item `index` of `count` fitted in `container`, given the fans
    /// they take (``fittedFanCount(_:in:)``).
    ///
    /// - Complexity: O(log c), as ``fittedRingCapacity(in:)``.
    func fittedPlace(of index: Int, count: Int, fans: Int, in container: Size) -> (center: Point, angle: Double) {
        let fan = Self.balancedGroup(of: index, count: count, groups: fans)
        let ringCapacity = fittedRingCapacity(in: container)
        let rings = max(1, (fan.size + ringCapacity - 1) / ringCapacity)
        let ring = Self.balancedGroup(of: index - fan.first, count: fan.size, groups: rings)
        let arc = fittedArc(count: ring.size, in: container)
        let angle = -Double.pi / 2 - arc.spread / 2 + Double(index - fan.first - ring.first) * arc.step
        let slot = container.height / Double(rings)
        let hubDepth = slot / 2 + arc.radius * (1 + cos(arc.spread / 2)) / 2
        let hub = Point(x: container.width / 2, y: Double(fan.index) * container.height + Double(ring.index) * slot + hubDepth)
        return (Point(x: hub.x + arc.radius * cos(angle), y: hub.y + arc.radius * sin(angle)), angle)
    }

    /// The group holding item `index` when `count` items are split into `groups` groups of
    /// balanced sizes, in order, the first ones one item larger: its index, first item and size.
    private static func balancedGroup(of index: Int, count: Int, groups: Int) -> (index: Int, first: Int, size: Int) {
        let base = count / groups
        let larger = count % groups
        let group = index < larger * (base + 1) ? index / (base + 1) : larger + (index - larger * (base + 1)) / max(1, base)
        return (group, group * base + min(group, larger), base + (group < larger ? 1 : 0))
    }

    /// The arc of one fitted ring of `count` cards: its step, spread and radius.
    func fittedArc(count: Int, in container: Size) -> (step: Double, spread: Double, radius: Double) {
        let step = count > 1 ? min(Self.fittedStep, Self.fittedMaximumSpread / Double(count - 1)) : 0
        let spread = step * Double(max(0, count - 1))
        let half = spread / 2
        let margin = fittedMargin
        var radius = radiusFraction * container.height
        if half > 0 { radius = min(radius, (container.width / 2 - margin) / sin(min(half, .pi / 2))) }
        if cos(half) < 1 { radius = min(radius, (container.height - 2 * margin) / (1 - cos(half))) }
        return (step, spread, radius)
    }
}

/// A fan of cards hanging from a hub below the container: the seed chapter's `FanLayout`,
/// parameterised, without the bugs of its copies.
///
/// Rules (container `width`×`height`):
/// - The hub is at `(width/2 + centerOffset.x, height + centerOffset.y)`; the radius is
///   `radiusFraction · height`.
/// - Item `i`, counted across all sections in order, has the angle `startAngle + i·angleStep`:
///   the step is fixed, never `spread / (count − 1)`, so one item or none are ordinary cases
///   (the divide-by-zero and `0...(n−1)` traps of circular-layout copies).
/// - Its centre is `hub + radius·(cos angle, sin angle)`, its size `itemSize`, its rotation
///   `angle + π/2` (the card's long side along the radius), kept in ``SectionFrames/rotations``.
///   Its frame is the axis-aligned bounding box of the rotated card (``Rotation/boundingBox(of:centeredAt:)``),
///   what UIKit reports as a transformed cell's `frame` and what rect queries test; it is not
///   pixel-snapped.
/// - Content size = container size; a fan does not scroll.
/// - Headers and footers: a fan has no scroll axis for sections to follow each other along, so
///   its headers and footers are strips spanning the container width, stacked down from the top
///   edge in element order — section 0's header, section 0's footer, section 1's header, … —
///   like a legend above the arc. They do not move the cards, which may overlap them.
/// - With `fitsContainer` the fan fits the container instead (see `FanLayout+Fit.swift`):
///   `startAngle`, `angleStep` and `centerOffset` are ignored, `radiusFraction` only caps the
///   radius, every card lies inside the container, and cards beyond what one fan shows legibly
///   go to further fans, one container height each. Every frame then depends on the number of
///   items: a relayout places everything again.
/// - Item sizes, spans and section insets are ignored; the fan is always vertical and
///   left-to-right (mirror it with a positive `angleStep` and a `startAngle` on the other side).
public struct FanLayout: SectionPlacer {
    /// The size of every card before rotation.
    public var itemSize: Size
    /// The angle of the first item, in radians (0 points right, −π/2 up).
    public var startAngle: Double
    /// The angle between consecutive items, in radians (negative: counter-clockwise on screen).
    public var angleStep: Double
    /// The radius as a fraction of the container height.
    public var radiusFraction: Double
    /// Where the hub lies relative to the middle of the container's bottom edge.
    public var centerOffset: Point
    /// Fits the fan to the container, by the number of items, instead of the angles and the hub
    /// above (false: the seed's geometry).
    public var fitsContainer: Bool

    public var scrollDirection: ScrollDirection { .vertical }

    public init(
        itemSize: Size = Size(width: 72, height: 96), startAngle: Double = -1.9, angleStep: Double = -0.35,
        radiusFraction: Double = 0.72, centerOffset: Point = Point(x: 0, y: 40), fitsContainer: Bool = false
    ) {
        self.fitsContainer = fitsContainer
        self.itemSize = itemSize
        self.startAngle = startAngle
        self.angleStep = angleStep
        self.radiusFraction = radiusFraction
        self.centerOffset = centerOffset
    }

    /// Both dimensions: the hub follows the width, the radius the height.
    public var containerDependency: ContainerDimensions { [.width, .height] }
}

extension FanLayout {
    public init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = FanLayout()
        self.init(
            itemSize: try values.value(.itemSize, or: defaults.itemSize),
            startAngle: try values.value(.startAngle, or: defaults.startAngle),
            angleStep: try values.value(.angleStep, or: defaults.angleStep),
            radiusFraction: try values.value(.radiusFraction, or: defaults.radiusFraction),
            centerOffset: try values.value(.centerOffset, or: defaults.centerOffset),
            fitsContainer: try values.value(.fitsContainer, or: defaults.fitsContainer))
    }
}

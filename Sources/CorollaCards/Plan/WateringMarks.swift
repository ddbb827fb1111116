import CorollaLayout

/// What a card draws, beside its image area's own colour, to say at a glance that its plant
/// needs water: the part of the drawing plan the painter follows and the tests read.
///
/// - The watering tile (no photo): the red tile says it; a badge of the card's colour holding a
///   red droplet sits in the tile's top-right corner, so the state is a shape as well as a colour.
/// - A photo: a red edge ``CardMetrics/needsWaterEdge`` wide inside the photo's outline, and the
///   badge turned inside out — a red disc holding a droplet of the card's colour, ringed in the
///   card's colour — so the badge is opaque and stands out on any photo, a transparent one too
///   (which shows the card through it, and would hide a disc of the card's colour).
/// - A chip: its dot is a red droplet (``CardPainter``); nothing more.
struct WateringMarks: Equatable {
    /// The width of the red edge inside the photo's outline; nil: none.
    var edge: Double?
    /// The droplet badge; nil: none.
    var badge: WateringBadge?
}

/// The "needs water" badge in the top-right corner of an image area: a disc of `backing` holding
/// a droplet of `droplet`, within a ring of `ring` `ringWidth` points wide (0: none).
struct WateringBadge: Equatable {
    /// The square the disc and its ring fill.
    var disc: Rect
    var ringWidth: Double
    var ring: KeyPath<Palette, Color>
    var backing: KeyPath<Palette, Color>
    var droplet: KeyPath<Palette, Color>
}

extension ImageArea {
    /// The marks of a plant that needs water on this image area, showing a photo or the tint.
    ///
    /// The badge is ``CardMetrics/badgeSize`` across (at most a third of the area's side), inset
    /// a fifth of that from the area's top-right corner.
    func wateringMarks(showingPhoto: Bool, metrics: CardMetrics) -> WateringMarks {
        guard shape != .dot else { return WateringMarks() }
        let side = min(metrics.badgeSize, rect.width / 3, rect.height / 3)
        let inset = side / 5
        let disc = Rect(x: rect.maxX - side - inset, y: rect.minY + inset, width: side, height: side)
        guard showingPhoto else {
            return WateringMarks(badge: WateringBadge(disc: disc, ringWidth: 0, ring: \.card, backing: \.card, droplet: \.needsWater))
        }
        return WateringMarks(
            edge: metrics.needsWaterEdge,
            badge: WateringBadge(disc: disc, ringWidth: side / 10, ring: \.card, backing: \.needsWater, droplet: \.card))
    }
}

import CorollaLayout

/// A card laid out at a width: its size, its image area and its texts at their places, in the
/// card's own coordinates (origin at its top-left corner).
///
/// The measurer returns a plan's size and the renderer draws the plan, so the texts drawn are
/// the very Pango layouts that were measured.
struct CardPlan {
    /// The card's size; heights are rounded up to whole points (see ``CardMeasurer``).
    var size: Size
    /// How tall a frame must be to hold everything drawn: the size's height, except for the fixed
    /// style, whose height is imposed and whose content may be shorter or taller.
    var neededHeight: Double
    var image: ImageArea
    var texts: [PlacedText]
    /// Problems found while laying out, such as characters no font can draw.
    var diagnostics: [String]
}

/// Where a card shows its photo or its watering colour.
struct ImageArea {
    enum Shape {
        /// A rounded square (card, detail without photo aspect, fixed).
        case square
        /// The full width of the card's top, in the photo's aspect (detail).
        case banner
        /// A small watering dot (chip); never shows the photo.
        case dot
    }

    var shape: Shape
    var rect: Rect
}

/// A paragraph placed in a card.
struct PlacedText {
    /// What the text is, which decides its colour.
    enum Role: String, CaseIterable {
        case name
        case kind
        /// The detail style's watering line of a plant that does not need water.
        case watering
        /// The detail style's "Water today".
        case needsWater
        case notes
    }

    var role: Role
    var layout: TextLayout
    /// The layout's top-left corner in the card.
    var origin: Point

    /// The rectangle its glyphs cover, in the card's coordinates.
    var inkRect: Rect {
        let ink = layout.inkRect
        return Rect(x: origin.x + ink.minX, y: origin.y + ink.minY, width: ink.width, height: ink.height)
    }
}

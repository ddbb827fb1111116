/// The colours a grid is drawn in for one ``UserInterfaceStyle``: iOS's system colours, whose
/// dark variants keep the watering tile's red and green meaning on a dark card.
struct Palette {
    /// iOS `systemGroupedBackground`: the page behind the cards.
    var page: Color
    /// iOS `secondarySystemGroupedBackground`: a card, and the disc of the "needs water" badge.
    var card: Color
    /// iOS `label`.
    var label: Color
    /// iOS `secondaryLabel`.
    var secondaryLabel: Color
    /// iOS `systemRed`: needs water.
    var needsWater: Color
    /// iOS `systemGreen`: watered.
    var watered: Color

    /// The palette of `style`.
    init(_ style: UserInterfaceStyle) {
        switch style {
        case .light:
            page = Color(hex: 0xF2F2F7)
            card = Color(hex: 0xFFFFFF)
            label = Color(hex: 0x000000)
            secondaryLabel = Color(hex: 0x3C3C43, alpha: 0.6)
            needsWater = Color(hex: 0xFF3B30)
            watered = Color(hex: 0x34C759)
        case .dark:
            page = Color(hex: 0x000000)
            card = Color(hex: 0x1C1C1E)
            label = Color(hex: 0xFFFFFF)
            secondaryLabel = Color(hex: 0xEBEBF5, alpha: 0.6)
            needsWater = Color(hex: 0xFF453A)
            watered = Color(hex: 0x30D158)
        }
    }

    /// The colour a text of `role` is drawn in: `label` for the name, red for "Water today",
    /// `secondaryLabel` otherwise.
    func color(of role: PlacedText.Role) -> Color {
        switch role {
        case .name: label
        case .needsWater: needsWater
        case .kind, .watering, .notes: secondaryLabel
        }
    }
}

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

    /// The palette of `style`: each colour's light and dark variant, as iOS defines the colour.
    init(_ style: UserInterfaceStyle) {
        func variant(light: Int, dark: Int, alpha: Double = 1) -> Color {
            Color(hex: style == .dark ? dark : light, alpha: alpha)
        }
        page = variant(light: 0xF2F2F7, dark: 0x000000)
        card = variant(light: 0xFFFFFF, dark: 0x1C1C1E)
        label = variant(light: 0x000000, dark: 0xFFFFFF)
        secondaryLabel = variant(light: 0x3C3C43, dark: 0xEBEBF5, alpha: 0.6)
        needsWater = variant(light: 0xFF3B30, dark: 0xFF453A)
        watered = variant(light: 0x34C759, dark: 0x30D158)
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

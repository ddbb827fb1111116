/// The colours a grid is drawn in for one ``UserInterfaceStyle``: iOS's system colours, whose
/// dark variants keep the watering tile's red and green meaning on a dark card, and, for small
/// text, the variants iOS's Increase Contrast setting draws, which meet WCAG AA's 4.5:1.
struct Palette {
    /// iOS `systemGroupedBackground`: the page behind the cards.
    var page: Color
    /// iOS `secondarySystemGroupedBackground`: a card, the "needs water" badge's disc on the tint,
    /// and its ring and droplet on a photo.
    var card: Color
    /// iOS `label`.
    var label: Color
    /// iOS `systemGray` as Increase Contrast draws it: the kind, the watering interval and the
    /// notes (iOS's `secondaryLabel`, #8A8A8E on white, is 3.4:1).
    var secondaryLabel: Color
    /// iOS `systemRed`: needs water (the tile, the edge of a photo, the droplet).
    var needsWater: Color
    /// iOS `systemRed` as Increase Contrast draws it: the words "Water today" (`systemRed` is
    /// 3.6:1 on white).
    var needsWaterText: Color
    /// iOS `systemGreen`: watered.
    var watered: Color

    /// The palette of `style`: each colour's light and dark variant, as iOS defines the colour.
    init(_ style: UserInterfaceStyle) {
        func variant(light: Int, dark: Int) -> Color {
            Color(hex: style == .dark ? dark : light)
        }
        page = variant(light: 0xF2F2F7, dark: 0x000000)
        card = variant(light: 0xFFFFFF, dark: 0x1C1C1E)
        label = variant(light: 0x000000, dark: 0xFFFFFF)
        secondaryLabel = variant(light: 0x6C6C70, dark: 0xAEAEB2)
        needsWater = variant(light: 0xFF3B30, dark: 0xFF453A)
        needsWaterText = variant(light: 0xD70015, dark: 0xFF6961)
        watered = variant(light: 0x34C759, dark: 0x30D158)
    }

    /// The colour a text of `role` is drawn in: `label` for the name, the text red for "Water
    /// today", `secondaryLabel` otherwise.
    func color(of role: PlacedText.Role) -> Color {
        switch role {
        case .name: label
        case .needsWater: needsWaterText
        case .kind, .watering, .notes: secondaryLabel
        }
    }

    /// The colour of a section header's title, drawn on the page.
    var headerTitle: Color { label }

    /// Every text colour the grid draws, each with the colour behind it: a card's texts of every
    /// role on the card, a section header's title on the page.
    var texts: [(what: String, text: Color, background: Color)] {
        PlacedText.Role.allCases.map { ("\($0) on the card", color(of: $0), card) } + [("header title on the page", headerTitle, page)]
    }
}

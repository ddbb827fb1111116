import CorollaModel

/// The fields of a card that its style measures: cards with equal measured contents have equal
/// sizes at every width, whatever else differs. The watering state (which depends on the render
/// date) and the photo file only change colours and pixels, never a size, so they are not here.
public struct MeasuredContent: Hashable, Sendable {
    /// The fields the style measures (``CardStyle/measuredFields``), empty text as none; every
    /// other field none.
    public let fields: PlantDraft

    public init(_ content: CardContent, style: CardStyle) {
        var fields = PlantDraft(name: "")
        for field in style.measuredFields {
            let value = content.fields.value(of: field)
            fields.setValue(value?.text == "" ? nil : value, for: field)
        }
        self.fields = fields
    }
}

extension CardStyle {
    /// The fields a card of this style is measured from, all of them among
    /// ``PlantField/measuredOnCards``: card: name and kind; detail: every measured field (name,
    /// kind, notes and photo aspect); chip: the name; fixed: nothing (its size is fixed); tile:
    /// nothing (its size follows its width).
    public var measuredFields: [PlantField] {
        switch self {
        case .card: [.name, .kind]
        case .detail: PlantField.measuredOnCards
        case .chip: [.name]
        case .fixed, .tile: []
        }
    }
}

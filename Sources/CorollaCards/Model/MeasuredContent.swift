/// The fields of a card that its style measures: cards with equal measured contents have equal
/// sizes at every width, whatever else differs. The watering state (which depends on the render
/// date) and the photo file only change colours and pixels, never a size, so they are not here.
///
/// - card: name and kind; detail: name, kind, notes and photo aspect; chip: name; fixed: nothing
///   (its size is fixed); tile: nothing (its size follows its width).
public struct MeasuredContent: Hashable, Sendable {
    public let name: String
    public let kind: String
    public let notes: String
    public let photoAspect: Double?

    public init(_ content: CardContent, style: CardStyle) {
        name = style == .fixed || style == .tile ? "" : content.name
        kind = style == .card || style == .detail ? content.kind : ""
        notes = style == .detail ? content.notes : ""
        photoAspect = style == .detail ? content.photoAspect : nil
    }
}

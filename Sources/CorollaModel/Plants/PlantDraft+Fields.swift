/// The value of one plant field (``PlantField``), whatever its type.
public enum PlantValue: Hashable, Sendable {
    case text(String)
    case integer(Int)
    case number(Double)
    case date(CalendarDate)
    case photo(PlantPhoto)
}

extension PlantDraft {
    /// The value of `field`, nil when the plant has none (and for the favorites' fields, which a
    /// draft does not hold). The one place a field is tied to the draft's property.
    public func value(of field: PlantField) -> PlantValue? {
        switch field {
        case .key: key.map(PlantValue.text)
        case .name: .text(name)
        case .kind: kind.map(PlantValue.text)
        case .notes: notes.map(PlantValue.text)
        case .waterEveryDays: waterEveryDays.map(PlantValue.integer)
        case .lastWatered: lastWatered.map(PlantValue.date)
        case .photo: photo.map(PlantValue.photo)
        case .photoAspect: photoAspect.map(PlantValue.number)
        case .favorite, .position, .waterings: nil
        }
    }
}

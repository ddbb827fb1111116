/// The value of one plant field (``PlantField``), whatever its type (``PlantField/ValueType``).
public enum PlantValue: Hashable, Sendable {
    case text(String)
    case integer(Int)
    case number(Double)
    case date(CalendarDate)
    case photo(PlantPhoto)
    case boolean(Bool)
    case dates([CalendarDate])

    /// The text, or nil for a value of another type.
    @inlinable public var text: String? { if case .text(let text) = self { text } else { nil } }
    /// The whole number, or nil for a value of another type.
    @inlinable public var integer: Int? { if case .integer(let number) = self { number } else { nil } }
    /// The number, or nil for a value of another type.
    @inlinable public var number: Double? { if case .number(let number) = self { number } else { nil } }
    /// The day, or nil for a value of another type.
    @inlinable public var date: CalendarDate? { if case .date(let date) = self { date } else { nil } }
    /// The photo, or nil for a value of another type.
    @inlinable public var photo: PlantPhoto? { if case .photo(let photo) = self { photo } else { nil } }
    /// The flag, or nil for a value of another type.
    @inlinable public var boolean: Bool? { if case .boolean(let flag) = self { flag } else { nil } }
    /// The days, or nil for a value of another type.
    @inlinable public var dates: [CalendarDate]? { if case .dates(let days) = self { days } else { nil } }
}

/// The one place a field is tied to the draft's Swift property: everything generic (the store's
/// rows, the import's records, the command line's options) reads and sets fields through these.
extension PlantDraft {
    /// The value of `field`, nil when the plant has none (and for the favorites' and the history's
    /// fields, which a draft does not hold).
    @inlinable public func value(of field: PlantField) -> PlantValue? {
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

    /// Sets `field` to `value` (nil, or a value of another type than the field's, clears it; the
    /// name is then empty); the favorites' and the history's fields are not the draft's.
    @inlinable public mutating func setValue(_ value: PlantValue?, for field: PlantField) {
        switch field {
        case .key: key = value?.text
        case .name: name = value?.text ?? ""
        case .kind: kind = value?.text
        case .notes: notes = value?.text
        case .waterEveryDays: waterEveryDays = value?.integer
        case .lastWatered: lastWatered = value?.date
        case .photo: photo = value?.photo
        case .photoAspect: photoAspect = value?.number
        case .favorite, .position, .waterings: break
        }
    }
}

import CorollaCards
import CorollaStore
import Foundation

extension CardContent {
    /// The watering interval of a plant that has none.
    static let defaultWateringIntervalDays = Plant.defaultWateringIntervalDays

    /// What `plant`'s card shows: a missing kind or notes is empty, a missing watering interval is
    /// ``defaultWateringIntervalDays``, and the last watering is that day's midnight UTC.
    init(plant: Plant) {
        self.init(shown: ShownPlant(plant))
    }

    /// What the card of a plant that shows `shown` shows (as ``init(plant:)``).
    init(shown: consuming ShownPlant) {
        let plant = shown.draft
        self.init(
            name: plant.name, kind: plant.kind ?? "", notes: plant.notes ?? "", lastWatered: plant.lastWatered.map(\.midnightUTC),
            wateringIntervalDays: plant.waterEveryDays ?? Self.defaultWateringIntervalDays,
            photo: plant.photo.map { PhotoThumbnail(bytes: $0.bytes, width: $0.width, height: $0.height) },
            photoAspect: plant.photoAspect)
    }
}

extension CalendarDate {
    /// The start of the day in UTC.
    public var midnightUTC: Date {
        Date(timeIntervalSince1970: Double(daysSince1970) * 86_400)
    }
}

extension Plant {
    /// The days between waterings: the plant's own, else
    /// ``CardContent/defaultWateringIntervalDays``.
    public var wateringIntervalDays: Int { draft.waterEveryDays ?? CardContent.defaultWateringIntervalDays }

    /// Whether the plant needs water on `day`, by the rule its card is drawn with
    /// (``CardContent/needsWater(on:)`` at the start of `day`, UTC): it never was watered, or its
    /// interval (7 days when it has none) has passed since.
    public func needsWater(on day: CalendarDate) -> Bool {
        CardContent(plant: self).needsWater(on: day.midnightUTC)
    }
}

import CorollaCards
import CorollaStore
import Foundation

extension CardContent {
    /// What `plant`'s card shows: a missing kind or notes is empty, a missing watering interval is
    /// the one ``WateringDue`` counts, and the last watering is that day's midnight UTC.
    init(plant: Plant) {
        self.init(shown: ShownPlant(plant))
    }

    /// What the card of a plant that shows `shown` shows (as ``init(plant:)``).
    init(shown plant: consuming ShownPlant) {
        self.init(
            name: plant.name, kind: plant.kind ?? "", notes: plant.notes ?? "", lastWatered: plant.lastWatered.map(\.midnightUTC),
            wateringIntervalDays: WateringDue(lastWatered: plant.lastWatered, waterEveryDays: plant.waterEveryDays).intervalDays,
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

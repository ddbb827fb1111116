import CorollaCards
import CorollaStore
import Foundation

extension CardContent {
    /// What `plant`'s card shows: a missing kind or notes is empty, a missing watering interval is
    /// the one ``WateringDue`` counts, and the last watering is that day's midnight UTC.
    init(plant: Plant) {
        self.init(shown: ShownPlant(plant))
    }

    /// What this card shows in a grid grouped as `grouping`: under a kind's header the card leaves
    /// its kind out, as the header says it. The one rule for both measuring a grid's cards and
    /// drawing a card image of that grid, so that the image is the card its frame was measured for.
    public func grouped(_ grouping: GridRequest.Grouping) -> CardContent {
        var content = self
        if grouping == .kind { content.kind = "" }
        return content
    }

    /// What the card of a plant that shows `shown` shows (as ``init(plant:)``).
    init(shown: consuming ShownPlant) {
        let plant = shown.draft
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

import CorollaCards
import CorollaStore
import Foundation

extension CardContent {
    /// The watering interval of a plant that has none.
    static let defaultWateringIntervalDays = 7

    /// What `plant`'s card shows: a missing kind or notes is empty, a missing watering interval is
    /// ``defaultWateringIntervalDays``, and the last watering is that day's midnight UTC.
    init(plant: Plant) {
        self.init(
            name: plant.name, kind: plant.kind ?? "", notes: plant.notes ?? "", lastWatered: plant.lastWatered.map(\.midnightUTC),
            wateringIntervalDays: plant.waterEveryDays ?? Self.defaultWateringIntervalDays, photoPath: plant.photoPath,
            photoAspect: plant.photoAspect)
    }
}

extension CalendarDate {
    /// The start of the day in UTC, by the proleptic Gregorian calendar (Howard Hinnant's
    /// `days_from_civil`): plain arithmetic, so reading thousands of plants costs no calendar work.
    public var midnightUTC: Date {
        let year = month <= 2 ? self.year - 1 : self.year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return Date(timeIntervalSince1970: Double(days) * 86_400)
    }
}

import CorollaModel
import Foundation

/// What a plant card shows: the plant's fields a card shows (``PlantField/shownOnCards``), copied
/// out of the database by the service, every other field left out.
///
/// Measurement reads only the texts (and `photoAspect` for the detail style: ``MeasuredContent``),
/// so a card's size does not depend on the render date; drawing also reads the watering inputs and
/// the photo. The properties below are how the card plan and the painter read the fields.
public struct CardContent: Hashable, Sendable {
    /// The fields a card shows, in a draft whose other fields are none.
    public private(set) var fields: PlantDraft

    /// What a card of a plant whose fields are `fields` shows: those of ``PlantField/shownOnCards``.
    ///
    /// - Complexity: O(f) for f declared fields.
    public init(fields: PlantDraft) {
        var shown = fields
        for field in PlantField.stored where !field.declaration.shownOnCards { shown.setValue(nil, for: field) }
        self.fields = shown
    }

    /// A card of these fields (as the service reads a plant, with `lastWatered`'s UTC day).
    public init(
        name: String, kind: String, notes: String = "", lastWatered: Date? = nil, wateringIntervalDays: Int = Plant.defaultWateringIntervalDays,
        photo: PhotoThumbnail? = nil, photoAspect: Double? = nil
    ) {
        self.init(
            fields: PlantDraft(
                name: name, kind: kind.isEmpty ? nil : kind, notes: notes.isEmpty ? nil : notes, waterEveryDays: wateringIntervalDays,
                lastWatered: lastWatered.map(CalendarDate.init(utcDayOf:)), photoAspect: photoAspect,
                photo: photo.map { PlantPhoto(bytes: $0.bytes, width: $0.width, height: $0.height) }))
    }

    /// The plant's name (Latin or CJK script), drawn bold and wrapped.
    public var name: String { fields.name }
    /// The plant's kind ("" for none), drawn in the secondary colour under the name; setting ""
    /// leaves it out.
    public var kind: String {
        get { fields.kind ?? "" }
        set { fields.kind = newValue.isEmpty ? nil : newValue }
    }
    /// Free-form notes ("" for none), shown by the detail style only.
    public var notes: String { fields.notes ?? "" }
    /// The midnight (UTC) of the day the plant was last watered, or `nil` when it never was.
    public var lastWatered: Date? { fields.lastWatered?.midnightUTC }
    /// Days between waterings (``WateringDue``'s when the plant has none).
    public var wateringIntervalDays: Int { watering.intervalDays }
    /// The stored photo to show in the image area, or `nil` for the watering tint.
    public var photo: PhotoThumbnail? {
        get { fields.photo.map { PhotoThumbnail(bytes: $0.bytes, width: $0.width, height: $0.height) } }
        set { fields.photo = newValue.map { PlantPhoto(bytes: $0.bytes, width: $0.width, height: $0.height) } }
    }
    /// The photo's width divided by its height; the detail style gives it a full-width image area
    /// (of an aspect within ``PhotoLimits/aspectRange``).
    public var photoAspect: Double? {
        get { fields.photoAspect }
        set { fields.photoAspect = newValue }
    }

    /// The watering rule of the plant.
    var watering: WateringDue { WateringDue(lastWatered: fields.lastWatered, waterEveryDays: fields.waterEveryDays) }
}

import CorollaModel
import Foundation

/// What a plant card shows: the plant's fields, copied out of the database by the service.
///
/// Measurement reads only the texts (and `photoAspect` for the detail style), so a card's size
/// does not depend on the render date; drawing also reads the watering inputs and the photo.
public struct CardContent: Hashable, Sendable {
    /// The plant's name (Latin or CJK script), drawn bold and wrapped.
    public var name: String
    /// The plant's kind, drawn in the secondary colour under the name.
    public var kind: String
    /// Free-form notes, shown by the detail style only.
    public var notes: String
    /// When the plant was last watered, or `nil` when it never was.
    public var lastWatered: Date?
    /// Days between waterings.
    public var wateringIntervalDays: Int
    /// The stored photo to show in the image area, or `nil` for the watering tint.
    public var photo: PhotoThumbnail?
    /// The photo's width divided by its height; the detail style gives it a full-width image area
    /// (of an aspect within ``PhotoLimits/aspectRange``).
    public var photoAspect: Double?

    public init(
        name: String, kind: String, notes: String = "", lastWatered: Date? = nil, wateringIntervalDays: Int = Plant.defaultWateringIntervalDays,
        photo: PhotoThumbnail? = nil, photoAspect: Double? = nil
    ) {
        self.name = name
        self.kind = kind
        self.notes = notes
        self.lastWatered = lastWatered
        self.wateringIntervalDays = wateringIntervalDays
        self.photo = photo
        self.photoAspect = photoAspect
    }
}

import CorollaModel

/// One record of an import file, checked: what it says about one plant.
///
/// A field the record does not have (a column missing from the file, a key missing from the JSON
/// object) keeps the stored plant's value on update; a field it has with no value clears it. Its
/// plant fields read as its own (`record.notes`), the photo as its file's path.
@dynamicMemberLookup
public struct PlantRecord: Hashable, Sendable {
    /// Where the record is, for errors.
    public var line: Int
    public var index: Int
    /// The optional plant fields the record has (a field it has with no value clears the stored value).
    public var given: Set<PlantField>
    /// The values of the plant's fields the record has (``PlantField/stored``, the photo aside:
    /// ``photo`` names its file, ``storedPhoto`` holds it once read); the others empty.
    public var values = PlantDraft(name: "")
    /// The photo file's path as written (relative paths from the import file's folder).
    public var photo: String?
    /// The thumbnail of ``photo``, once ``ImportFile/readPhotos(from:)`` read it.
    public var storedPhoto: PlantPhoto? {
        get { values.photo }
        set { values.photo = newValue }
    }
    /// true makes the plant a favorite, false removes it from the favorites, nil leaves it.
    public var favorite: Bool?
    /// The plant's index among the favorites (it makes the plant a favorite).
    public var position: Int?
    /// Days to add to the plant's watering history (those it has stay).
    public var waterings: [CalendarDate]?

    /// The key to upsert by; nil matches the plant by its exact name (or derives a key).
    public var key: String? { values.key }
    /// nil only for a record with a key and no `name` field: it updates the fields it has of the
    /// plant with that key (a new key needs a name, ``ImportWriter``).
    public var name: String? { values.name.isEmpty ? nil : values.name }

    /// A field of the record's ``values``.
    public subscript<Value>(dynamicMember property: KeyPath<PlantDraft, Value>) -> Value { values[keyPath: property] }

    init(line: Int, index: Int) {
        self.line = line
        self.index = index
        self.given = []
    }

    /// About how much memory the record's text takes: the UTF-8 bytes of its strings (a batch of
    /// records is bounded by these, not only by its count).
    package var textBytes: Int {
        PlantField.stored.reduce(photo?.utf8.count ?? 0) { bytes, field in bytes + (values.value(of: field)?.text?.utf8.count ?? 0) }
    }

    /// Sets `field` to `value`, as read from the file (a photo as its path).
    mutating func setValue(_ value: PlantValue?, for field: PlantField) {
        switch field {
        case .photo: photo = value?.text
        case .favorite: favorite = value?.boolean
        case .position: position = value?.integer
        case .waterings: waterings = value?.dates
        default: values.setValue(value, for: field)
        }
    }
}

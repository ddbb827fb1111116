import CorollaCards
import CorollaStore

extension MeasuredContent {
    /// The measurement cache's content hash: XXH3-128 of what the style measures (every field of
    /// ``PlantField/measuredOnCards``, none when the style does not measure it), so that editing
    /// anything else (the watering, the photo file) keeps the card's sizes, and the render date
    /// never matters.
    ///
    /// After a version tag, each field in declaration order as ``XXH3Hasher/update(_:of:)``
    /// encodes it: no two contents share an encoding.
    ///
    /// - Complexity: O(b) for b bytes of text.
    var hash: ContentHash {
        let hasher = XXH3Hasher()
        hasher.update("corolla-measured-content-1".utf8)
        for field in PlantField.measuredOnCards { hasher.update(fields.value(of: field), of: field.declaration.type) }
        return hasher.digest()
    }
}

extension XXH3Hasher {
    /// Adds a field's value as its type says: text as its UTF-8 byte count (8 bytes,
    /// little-endian) then its bytes (none as empty); any other value a flag byte (0 for none)
    /// then its bits: a number's bit pattern, a whole number's or a day's (days since 1970)
    /// 8 bytes, a photo's width, height, byte count and bytes, a flag's byte, days' count and each.
    ///
    /// - Complexity: O(b) for b bytes of the value.
    func update(_ value: PlantValue?, of type: PlantField.ValueType) {
        if type == .text {
            let text = value?.text ?? ""
            update(littleEndian: UInt64(text.utf8.count))
            update(text.utf8)
            return
        }
        guard let value else { return update(byte: 0) }
        update(byte: 1)
        switch value {
        case .text(let text):
            update(littleEndian: UInt64(text.utf8.count))
            update(text.utf8)
        case .number(let number): update(littleEndian: number.bitPattern)
        case .integer(let number): update(littleEndian: UInt64(bitPattern: Int64(number)))
        case .date(let day): update(littleEndian: UInt64(bitPattern: Int64(day.daysSince1970)))
        case .photo(let photo):
            for number in [photo.width, photo.height, photo.bytes.count] { update(littleEndian: UInt64(bitPattern: Int64(number))) }
            update(photo.bytes)
        case .boolean(let flag): update(byte: flag ? 1 : 0)
        case .dates(let days):
            update(littleEndian: UInt64(days.count))
            for day in days { update(littleEndian: UInt64(bitPattern: Int64(day.daysSince1970))) }
        }
    }
}

import CorollaCards
import CorollaStore

extension MeasuredContent {
    /// The measurement cache's content hash: XXH3-128 of what the style measures (name, kind, notes,
    /// photo aspect, each present only when the style shows it), so that editing anything else
    /// (the watering, the photo file) keeps the card's sizes, and the render date never matters.
    ///
    /// Each text is its UTF-8 byte count (8 bytes, little-endian) then its bytes, and the aspect a
    /// flag byte then its bit pattern, after a version tag: no two contents share an encoding.
    ///
    /// - Complexity: O(b) for b bytes of text.
    var hash: ContentHash {
        let hasher = XXH3Hasher()
        hasher.update("corolla-measured-content-1".utf8)
        func add(_ text: String) {
            hasher.update(littleEndian: UInt64(text.utf8.count))
            hasher.update(text.utf8)
        }
        add(name)
        add(kind)
        add(notes)
        if let photoAspect {
            hasher.update(byte: 1)
            hasher.update(littleEndian: photoAspect.bitPattern)
        } else {
            hasher.update(byte: 0)
        }
        return hasher.digest()
    }
}

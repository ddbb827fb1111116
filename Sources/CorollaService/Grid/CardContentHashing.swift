import CorollaCards
import CorollaStore

extension MeasuredContent {
    /// The measurement cache's content hash: SHA-256 of what the style measures (name, kind, notes,
    /// photo aspect, each present only when the style shows it), so that editing anything else
    /// (the watering, the photo file) keeps the card's sizes, and the render date never matters.
    ///
    /// Each text is its UTF-8 byte count (8 bytes, little-endian) then its bytes, and the aspect a
    /// flag byte then its bit pattern, after a version tag: no two contents share an encoding.
    ///
    /// - Complexity: O(b) for b bytes of text.
    var hash: ContentHash {
        var bytes = Array("corolla-measured-content-1".utf8)
        for text in [name, kind, notes] {
            bytes.appendLength(text.utf8.count)
            bytes.append(contentsOf: text.utf8)
        }
        if let photoAspect {
            bytes.append(1)
            bytes.appendLength(Int(truncatingIfNeeded: photoAspect.bitPattern))
        } else {
            bytes.append(0)
        }
        return ContentHash(of: bytes)
    }
}

extension ContentHash {
    /// The manifest hash of a card in a section named `group`: this hash and the group's name, so
    /// that a card moving to another kind's section counts as changed even when its style does not
    /// show the kind.
    ///
    /// - Complexity: O(b) for b bytes of the name.
    func grouped(in group: String?) -> ContentHash {
        var bytes = self.bytes
        if let group {
            bytes.append(1)
            bytes.append(contentsOf: group.utf8)
        } else {
            bytes.append(0)
        }
        return ContentHash(of: bytes)
    }
}

extension [UInt8] {
    /// Appends `value` as 8 little-endian bytes.
    fileprivate mutating func appendLength(_ value: Int) {
        let bits = UInt64(bitPattern: Int64(value))
        for shift in stride(from: 0, to: 64, by: 8) { append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    }
}

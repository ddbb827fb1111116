import CorollaCards
import CorollaStore
import XCTest

@testable import CorollaService

/// The content hashes are keys of stored card sizes and layouts: their encoding must not change.
final class ContentHashEncodingTests: XCTestCase {
    /// Rule: a card's measured-content hash is XXH3-128 of the version tag, each text as its UTF-8
    /// length (8 bytes, little-endian) then its bytes, then the aspect's flag and bit pattern.
    func testEncodingIsStable() {
        func encoded(_ name: String, _ kind: String, _ notes: String, _ aspect: Double?) -> [UInt8] {
            var bytes = Array("corolla-measured-content-1".utf8)
            for text in [name, kind, notes] {
                bytes += (0..<8).map { UInt8(truncatingIfNeeded: UInt64(text.utf8.count) >> (8 * $0)) }
                bytes += text.utf8
            }
            if let aspect {
                bytes += [1] + (0..<8).map { UInt8(truncatingIfNeeded: aspect.bitPattern >> (8 * $0)) }
            } else {
                bytes += [0]
            }
            return bytes
        }
        let notes = String(repeating: "Lets it dry out between waterings. 每两周施一次薄肥。", count: 5)
        for (name, kind, aspect) in [("Hoya 球兰", "vine", 0.75 as Double?), ("Pilea", "", nil)] {
            let content = CardContent(
                name: name, kind: kind, notes: notes, lastWatered: nil, wateringIntervalDays: 7, photoAspect: aspect)
            let hash = MeasuredContent(content, style: .detail).hash
            XCTAssertEqual(hash, ContentHash(of: encoded(name, kind, notes, aspect)))
        }
    }
}

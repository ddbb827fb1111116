import CorollaJSON
import CorollaService
import CorollaStore
import CorollaTestSupport
import XCTest

/// The plant JSON the listings stream (`Exporter.writeJSON`) against its twin, the tree
/// `Exporter.json` renders.
final class PlantJSONWritingTests: XCTestCase {
    /// Rule: `writeJSON` writes exactly what `json(_:position:)` renders — compact, and with pretty
    /// separators as an element of a pretty array (one object a line) — for plants with and without
    /// a stored photo (its width, height and bytes after the export's fields), every field absent or
    /// set, odd text, favorite or not. Random plants, fixed seed.
    func testWriteJSONMatchesTheRenderedTree() throws {
        var random = SplitMix64(seed: 27)
        let texts = ["", "Fern", "quote \" back\\slash", "tab\tnew\nline", "龟背竹", "\u{1B}[31m", "é ß \u{202E}"]
        let store = try CatalogStore.inMemory()
        for index in 0..<60 {
            func text() -> String? { random.next() % 4 == 0 ? nil : texts[Int(random.next() % UInt64(texts.count))] }
            var draft = PlantDraft(
                name: "Plant \(index) " + (text() ?? ""), kind: text().flatMap { $0.isEmpty ? nil : $0 }, notes: text(),
                waterEveryDays: random.next() % 2 == 0 ? nil : Int(random.next() % 400),
                lastWatered: random.next() % 2 == 0 ? nil : CalendarDate(daysSince1970: Int(random.next() % 30_000)))
            if random.next() % 2 == 0 {
                let photo = PlantPhoto(
                    bytes: (0..<(1 + random.next() % 300)).map { _ in UInt8(truncatingIfNeeded: random.next()) },
                    width: Int(1 + random.next() % 4000), height: Int(1 + random.next() % 4000))
                draft.setPhoto(photo)
            } else if random.next() % 2 == 0 {
                draft.photoAspect = Double(1 + random.next() % 300) / 100
            }
            let plant = try store.plants.insert(draft)
            let position = random.next() % 2 == 0 ? nil : Int(random.next() % 1000)
            let tree = Exporter.json(plant, position: position)
            for pretty in [false, true] {
                let written = try OutputBuffer.collecting { try Exporter.writeJSON(plant, position: position, pretty: pretty, to: $0) }
                let expected = pretty ? JSONValue.array([tree]).rendered(pretty: true) : tree.rendered()
                XCTAssertEqual(pretty ? "[\n  " + written + "\n]" : written, expected, "plant \(index) pretty \(pretty)")
            }
            guard case .object(let members) = tree else { return XCTFail("plant \(index): not an object") }
            XCTAssertEqual(
                members.suffix(3).map(\.key), ["photo_width", "photo_height", "photo_bytes"], "plant \(index): the photo's size comes last")
        }
    }
}

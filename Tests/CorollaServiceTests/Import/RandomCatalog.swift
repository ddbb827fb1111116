import CorollaCards
import CorollaService
import CorollaStore
import CorollaTestSupport

/// Random catalogs for the round-trip properties, drawn from a seeded ``SplitMix64``: names, kinds,
/// notes and keys of quotes, separators, line breaks, backslashes, control characters, CJK, emoji,
/// right-to-left text and SQL-looking text; empty notes and absent ones; stored photos (opaque ones,
/// stored as JPEG, and transparent ones, as PNG), made as the catalog makes them; watering
/// histories recorded through the store's watering API, each day by someone or no one known; favorites in a random order.
enum RandomCatalog {
    static let fragments = [
        "Monstera", "deliciosa", " ", ",", "\"", "\"\"", "'", "\n", "\r\n", "\r", "\t", "\\", "\\N", "\\t", "龟背竹", "多肉植物",
        "🌿", "👩🏽‍🌾", "نبات الصبار", "עציץ", "'); DROP TABLE plants;--", "NULL", "null", "=1+1", "#", "é", "e\u{301}",
        "{}", "[", "\u{1}", "\u{1B}[31m", "\u{7F}", "\u{85}", "\u{2028}", "\u{FEFF}", "ｶﾀｶﾅ", "🇯🇵",
    ]

    /// Text that starts with a letter (so that names, kinds and keys are never blank) followed by
    /// up to 6 fragments.
    static func text(using random: inout SplitMix64) -> String {
        "x" + (0..<Int.random(in: 0...6, using: &random)).map { _ in fragments.randomElement(using: &random) ?? "" }.joined()
    }

    /// A day from 1990 to 2025 (never after today: a watering cannot be in the future).
    static func day(using random: inout SplitMix64) -> CalendarDate {
        CalendarDate(
            year: Int.random(in: 1990...2025, using: &random), month: Int.random(in: 1...12, using: &random),
            day: Int.random(in: 1...28, using: &random)) ?? CalendarDate(year: 2000, month: 1, day: 1)!
    }

    /// A stored photo: the thumbnail of a small opaque PNG of random size and random pixels (noise,
    /// which JPEG does not encode the same twice), or of the transparent fixture.
    static func photo(using random: inout SplitMix64) throws -> PlantPhoto {
        let (width, height) = (Int.random(in: 4...40, using: &random), Int.random(in: 4...40, using: &random))
        let noise = (0..<width * height).map { _ in Int.random(in: 0...0xFF_FFFF, using: &random) }
        let file =
            Int.random(in: 0..<4, using: &random) == 0
            ? try PhotoFixtures.bytes(PhotoFixtures.transparentPNG)
            : PhotoFixtures.png(width: width, height: height) { x, y in noise[y * width + x] }
        let thumbnail = try PhotoThumbnail(imageFile: file)
        return PlantPhoto(bytes: thumbnail.bytes, width: thumbnail.width, height: thumbnail.height)
    }

    /// A catalog of `count` plants.
    static func make(plants count: Int, using random: inout SplitMix64) throws -> CatalogStore {
        let store = try CatalogStore.inMemory()
        var ids: [Int64] = []
        for index in 0..<count {
            func maybe<T>(_ make: () throws -> T) rethrows -> T? { Bool.random(using: &random) ? try make() : nil }
            let notes: String? = [nil, "", text(using: &random)].randomElement(using: &random) ?? nil
            var draft = PlantDraft(
                key: "\(index)-" + text(using: &random), name: text(using: &random), kind: maybe { text(using: &random) },
                notes: notes, waterEveryDays: maybe { Int.random(in: 1...365, using: &random) },
                photoAspect: maybe { Double.random(in: PlantField.photoAspectRange, using: &random) })
            if let photo = try maybe({ try photo(using: &random) }) { draft.setPhoto(photo) }
            let id = try store.plants.insert(draft).id
            ids.append(id)
            for _ in 0..<[0, 0, 1, 2, 5].randomElement(using: &random)! {
                // Who watered: unknown, a device's name, a login name (each a name Waterer allows).
                let by = [nil, "Pixel 8", "ada", "Küche — Tablet, \"wall\""].randomElement(using: &random) ?? nil
                try store.waterings.water(plantIDs: [id], on: day(using: &random), by: by)
            }
        }
        try store.favorites.replace(with: ids.shuffled(using: &random).filter { _ in Bool.random(using: &random) })
        return store
    }
}

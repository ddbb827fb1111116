import CorollaCards
import CorollaStore
import Foundation

/// A realistic plant collection for the service and CLI scenarios, the same for the same seed:
/// Latin names with and without varieties and cultivars, CJK and Japanese names, names mixing
/// both; kinds in English and Chinese (and a few plants without one); notes from none to several
/// sentences in either script; watering intervals and dates; a photo for about a third.
///
/// Cards are almost all distinct (as in a real collection), so a cold grid measures nearly every
/// card; each plant has the key `plant-<index>`.
enum PlantCatalog {
    static let genera = [
        "Monstera", "Philodendron", "Epipremnum", "Anthurium", "Alocasia", "Calathea", "Ficus", "Pilea", "Hoya",
        "Peperomia", "Sansevieria", "Echeveria", "Haworthia", "Crassula", "Aloe", "Begonia", "Nepenthes", "Tillandsia",
        "Dracaena", "Aglaonema", "Maranta", "Ctenanthe", "Syngonium", "Scindapsus", "Rhaphidophora", "Asplenium",
        "Nephrolepis", "Platycerium", "Phalaenopsis", "Dendrobium", "Mammillaria", "Opuntia", "Lithops", "Senecio",
    ]
    static let epithets = [
        "deliciosa", "adansonii", "hederaceum", "aureum", "clarinervium", "amazonica", "orbifolia", "lyrata", "elastica",
        "peperomioides", "carnosa", "kerrii", "obtusifolia", "trifasciata", "elegans", "attenuata", "ovata", "vera",
        "maculata", "rajah", "xerographica", "marginata", "commutatum", "makoyana", "burle-marxii", "podophyllum",
        "pictus", "tetrasperma", "nidus", "exaltata", "bifurcatum", "amabilis", "nobilis", "elongata", "microdasys",
        "karasmontana", "rowleyanus", "gloriosum", "verrucosum", "melanochrysum",
    ]
    static let cultivars = [
        "Thai Constellation", "Albo Variegata", "Pink Princess", "Marble Queen", "Black Velvet", "Silver Dragon",
        "Ruby", "Tineke", "Compacta", "Moonlight", "Golden Hahnii", "Hindu Rope", "Krimson Queen", "Frydek",
        "White Wizard", "Polly", "Dusty", "Splash", "Brasil", "Neon",
    ]
    static let cjkNames = [
        "龟背竹", "绿萝", "虎尾兰", "金钱树", "琴叶榕", "吊兰", "文竹", "君子兰", "蝴蝶兰", "发财树", "富贵竹", "仙人掌",
        "多肉 玉露", "熊童子", "生石花", "铁线蕨", "鹿角蕨", "空气凤梨", "白掌", "龙血树", "オリヅルラン", "ハオルチア",
        "ガジュマル", "サボテン",
    ]
    static let places = ["客厅", "阳台", "书房", "kitchen", "bathroom", "office", "bedroom", "east window"]
    static let kinds = [
        "foliage", "succulent", "flowering", "herb", "fern", "cactus", "aroid", "orchid", "trailing", "多肉植物",
        "观叶植物", "兰花",
    ]
    static let sentences = [
        "Bright indirect light.", "Keep away from the radiator in winter.",
        "Water when the top 3 cm of soil are dry; never let it sit in water.",
        "Rotate a quarter turn every week so it grows straight.", "Wipe the leaves monthly.",
        "Repotted in spring into a chunky aroid mix: bark, perlite, coco coir and a little charcoal.",
        "Gift from Grandma, 2019.", "Propagated from a cutting of the office plant.",
        "Feed every two weeks from April to September at half strength.", "Mist in the morning.",
        "Pests: spider mites once, treated with neem oil.", "New leaf unfurling!",
        "喜散射光，避免暴晒。", "每两周施一次薄肥。", "冬季减少浇水，保持在十度以上。",
        "叶子发黄，可能是浇水过多。",
        "春天换盆，用颗粒土。", "朋友送的，从一片叶子养起来的。", "日当たりの良い窓辺に置く。",
    ]

    /// The draft of plant `index` of the catalog seeded by `seed`.
    static func draft(_ index: Int, seed: UInt64 = 42) -> PlantDraft {
        // Each plant draws from its own generator, so plant i is the same in every catalog size.
        var random = SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
        func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
        func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

        var name: String
        switch random.next() % 10 {
        case 0..<5:
            name = "\(pick(genera)) \(pick(epithets))"
            if chance(40) { name += " '\(pick(cultivars))'" }
        case 5..<7: name = pick(cjkNames)
        case 7..<9: name = "\(pick(cjkNames)) \(pick(genera)) \(pick(epithets))"
        default: name = "\(pick(genera)) \(pick(epithets)) var. \(pick(epithets)) 'The \(pick(cultivars)) from the \(pick(places))'"
        }
        if chance(30) { name += " #\(index % 97 + 1)" }
        if chance(15) { name = "\(pick(places)) · \(name)" }

        let sentenceCount: Int =
            switch random.next() % 10 {
            case 0..<2: 0
            case 2..<5: 1
            case 5..<8: 2 + Int(random.next() % 2)
            default: 4 + Int(random.next() % 6)
            }
        let notes = (0..<sentenceCount).map { _ in pick(sentences) }.joined(separator: " ")
        let aspects = [4.0 / 3, 3.0 / 4, 1, 3.0 / 2, 16.0 / 9]
        return PlantDraft(
            key: "plant-\(index)", name: name, kind: chance(6) ? nil : pick(kinds), notes: notes.isEmpty ? nil : notes,
            waterEveryDays: 2 + Int(random.next() % 20),
            lastWatered: CalendarDate(year: 2026, month: 8 + Int(random.next() % 2), day: 1 + Int(random.next() % 28)),
            photoAspect: chance(33) ? pick(aspects) : nil)
    }

    /// What the card of `draft` shows (as the service reads it from the catalog).
    static func content(_ draft: PlantDraft) -> CardContent {
        CardContent(
            name: draft.name, kind: draft.kind ?? "", notes: draft.notes ?? "", lastWatered: nil,
            wateringIntervalDays: WateringDue(lastWatered: draft.lastWatered, waterEveryDays: draft.waterEveryDays).intervalDays, photoAspect: draft.photoAspect)
    }

    /// A catalog file at `path` with `plants` plants, the first `favorites` of them favorites in
    /// index order.
    static func build(at path: String, plants: Int, favorites: Int) throws {
        let store = try CatalogStore(path: path)
        _ = try store.plants.upsert(contentsOf: (0..<plants).lazy.map { draft($0) })
        try store.database.execute(
            "INSERT INTO favorites (plant_id, position) SELECT id, row_number() OVER (ORDER BY id) - 1 FROM plants ORDER BY id LIMIT ?",
            [.integer(Int64(favorites))])
    }

    /// The catalog as a CSV import file (RFC 4180, a header row, every plant a favorite).
    static func csv(plants: Int) -> String {
        var text = "key,name,kind,notes,water_every_days,last_watered,photo_aspect,favorite\r\n"
        func field(_ value: String?) -> String {
            guard let value else { return "" }
            guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }) else { return value }
            return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        for index in 0..<plants {
            let plant = draft(index)
            let fields = [
                field(plant.key), field(plant.name), field(plant.kind), field(plant.notes),
                plant.waterEveryDays.map(String.init) ?? "", plant.lastWatered.map { "\($0)" } ?? "",
                plant.photoAspect.map { "\($0)" } ?? "", "true",
            ]
            text += fields.joined(separator: ",") + "\r\n"
        }
        return text
    }

    /// The same plants as ``csv(plants:)``, as a JSON import file (an array of objects, one per line).
    static func json(plants: Int) throws -> Data {
        var data = Data("[\n".utf8)
        for index in 0..<plants {
            let plant = draft(index)
            var object: [String: Any] = ["key": plant.key ?? "", "name": plant.name, "favorite": true]
            object["kind"] = plant.kind
            object["notes"] = plant.notes
            object["water_every_days"] = plant.waterEveryDays
            object["last_watered"] = plant.lastWatered.map { "\($0)" }
            object["photo_aspect"] = plant.photoAspect
            if index > 0 { data.append(contentsOf: Array(",\n".utf8)) }
            data.append(try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
        }
        data.append(contentsOf: Array("\n]\n".utf8))
        return data
    }
}

/// A fresh folder in the temporary directory, removed with everything in it by ``remove()``.
struct BenchFolder {
    let url: URL

    init(_ name: String) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("corolla-bench-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

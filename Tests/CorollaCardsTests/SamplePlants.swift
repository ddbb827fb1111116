import CorollaCards
import Foundation

/// Plants to measure and draw: Latin and Chinese names, short and very long, with notes of
/// every length, some needing water on ``SamplePlants/date``.
enum SamplePlants {
    /// The render date of the samples.
    static let date = Date(timeIntervalSince1970: 1_790_000_000)

    static let names = [
        "Monstera", "龟背竹", "Ficus lyrata", "琴叶榕", "Sansevieria trifasciata 'Laurentii'", "虎尾兰",
        "Pothos", "绿萝", "Calathea orbifolia", "孔雀竹芋", "Zamioculcas zamiifolia", "金钱树",
        "Philodendron 'Pink Princess' variegated cutting from the spring swap", "粉公主蔓绿绒（春季交换会的斑锦扦插苗）",
        "Aloe", "芦荟", "Peperomia obtusifolia", "豆瓣绿", "Chlorophytum comosum", "吊兰",
    ]
    static let kinds = ["Aroid", "观叶植物", "Succulent", "多肉", "Fern", "Herb", "Tropical foliage plant", "蕨类"]
    static let notes = [
        "",
        "Bright indirect light.",
        "喜散射光，避免暴晒。每两周施一次薄肥。",
        "Water when the top 3 cm of soil are dry. Rotate a quarter turn every week so it grows evenly; "
            + "wipe the leaves monthly. Repot in spring if roots circle the pot.",
        String(repeating: "A very long note that goes on and on about humidity, light and soil. ", count: 8),
        String(repeating: "浇水要见干见湿，冬季减少浇水，保持通风。", count: 6),
    ]

    /// `count` plants cycling through the names, kinds and notes; every third needs water.
    static func plants(_ count: Int = 40) -> [CardContent] {
        (0..<count).map { index in
            let watered = index % 3 == 0 ? date.addingTimeInterval(-10 * 86_400) : date.addingTimeInterval(-86_400)
            return CardContent(
                name: names[index % names.count], kind: kinds[index % kinds.count],
                notes: notes[index % notes.count], lastWatered: watered, wateringIntervalDays: 7)
        }
    }
}

import CorollaJSON
import CorollaService
import CorollaStore

/// How plants are printed: a table for lists, fields for one plant, JSON objects for scripts.
struct PlantOutput {
    let console: Console
    /// The day "needs water" is judged on.
    let today: CalendarDate

    /// The widest a name is shown in a table; longer names end in `…`.
    static let nameColumns = 40

    /// A table of `plants`: `#` (each one's favorite position, from 1) when `positions` are
    /// given, id, key, name, kind, interval, last watering, and "needs water".
    func table(_ plants: [Plant], positions: [Int]? = nil) -> [String] {
        let numbered = positions != nil
        var table = TextTable(header: (numbered ? ["#"] : []) + ["ID", "KEY", "NAME", "KIND", "EVERY", "WATERED", ""])
        table.rightAligned = numbered ? [0, 1] : [0]
        for (index, plant) in plants.enumerated() {
            let cells = [
                String(plant.id), plant.key.truncated(to: 24), plant.name.truncated(to: Self.nameColumns),
                (plant.kind ?? "-").truncated(to: 16), plant.waterEveryDays.map { "\($0) d" } ?? "-",
                plant.lastWatered?.description ?? "never", status(plant),
            ]
            table.rows.append((positions.map { [String($0[index] + 1)] } ?? []) + cells)
        }
        return table.lines
    }

    /// Every field of `plant`, one per line, a value's continuation lines indented under its first;
    /// `position` is its favorite index (nil: not one). Text from the catalog is shown
    /// ``String/visible(keepingLines:)``.
    func details(_ plant: Plant, position: Int?) -> [String] {
        func text(_ value: String?) -> String { value?.visible(keepingLines: true) ?? "-" }
        let fields: [(String, String)] = [
            ("id", String(plant.id)), ("key", text(plant.key)), ("name", text(plant.name)), ("kind", text(plant.kind)),
            ("notes", text(plant.notes)), ("water every", plant.waterEveryDays.map { "\($0) days" } ?? "- (\(plant.wateringIntervalDays) days)"),
            ("last watered", (plant.lastWatered?.description ?? "never") + suffix(status(plant))),
            ("photo", photo(plant)),
            ("favorite", position.map { "yes, #\($0 + 1)" } ?? "no"), ("created", text(plant.createdAt)), ("updated", text(plant.updatedAt)),
        ]
        return fields.map { label, value in
            (label + ":").padded(to: 14) + value.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + String(repeating: " ", count: 14))
        }
    }

    /// The stored photo's size, format and aspect; a photo file not read into the catalog yet; or `-`.
    private func photo(_ plant: Plant) -> String {
        let aspect = plant.photoAspect.map { " (aspect \(JSONValue.literal($0)))" } ?? ""
        if let photo = plant.photo {
            let format = ExportedPhoto.fileExtension(of: photo.bytes).dropFirst().uppercased()
            return "\(photo.width)×\(photo.height) px \(format), \(photo.bytes.count) bytes, stored in the catalog" + aspect
        }
        guard let path = plant.photoPath else { return plant.photoAspect.map { "none" + " (image area of aspect \(JSONValue.literal($0)))" } ?? "-" }
        return path.visible(keepingLines: true) + aspect + " (a file, not read into the catalog: run corolla init)"
    }

    /// The plants as a JSON array of ``Exporter/json(_:position:)`` objects.
    static func json(_ plants: [Plant], positions: [Int64: Int]) -> JSONValue {
        .array(plants.map { Exporter.json($0, position: positions[$0.id]) })
    }

    /// "needs water" (blue on a terminal) or nothing.
    private func status(_ plant: Plant) -> String {
        plant.needsWater(on: today) ? console.colored("needs water", .blue) : ""
    }

    private func suffix(_ text: String) -> String {
        text.isEmpty ? "" : " (\(text))"
    }
}

extension CatalogService {
    /// The favorite index of every favorite plant, by plant id.
    func favoritePositions() throws -> [Int64: Int] {
        PlantOutput.positions(try favorites())
    }
}

extension PlantOutput {
    /// The index of each of `favorites`, by plant id.
    static func positions(_ favorites: [Favorite]) -> [Int64: Int] {
        Dictionary(favorites.map { ($0.plant.id, $0.position) }, uniquingKeysWith: { first, _ in first })
    }

    /// The favorites as a numbered table, or a line saying there are none.
    func favoritesTable(_ favorites: [Favorite]) -> [String] {
        favorites.isEmpty ? ["No favorites."] : table(favorites.map(\.plant), positions: favorites.map(\.position))
    }
}

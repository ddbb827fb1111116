import CorollaStore
import Foundation

/// The options that set a plant's fields, shared by `plants add` and `plants edit`.
struct PlantFieldOptions {
    /// The specs; `plants edit` adds `--name`.
    static let specs: [OptionSpec] = [
        .option("kind", value: "kind", help: "foliage, succulent, flowering, herb, fern, cactus, … (free text)."),
        .option("notes", value: "text", help: "Free-form notes (shown on detail cards)."),
        .option("water-every", value: "days", help: "Water every <days> days (cards assume 7 when not set)."),
        .option("watered", value: "date", help: "The last watering: YYYY-MM-DD, today or yesterday."),
        .option("key", value: "key", help: "The key imports match on (default: derived from the name)."),
        .option("photo", value: "png", help: "The path of a PNG photo.", completion: .file),
        .option("photo-aspect", value: "ratio", help: "The photo's width / height (detail cards give it that shape)."),
    ]

    /// The changes given, each `nil` when its option is absent; an inner `nil` clears the field
    /// (the option was given an empty value).
    private var name: String?
    private var key: String?
    private var kind: String??
    private var notes: String??
    private var waterEvery: Int??
    private var watered: CalendarDate??
    private var photo: String??
    private var photoAspect: Double??

    /// Reads the options (and the name, given as an argument or `--name`).
    ///
    /// - Throws: ``UsageError`` for a blank name or key, an interval outside 1…36500 days, a date
    ///   that does not exist, or an aspect outside 0.01…100.
    init(_ values: ParsedValues, name: String?) throws {
        self.name = try name.map { try Self.notBlank($0, "name") }
        key = try values.string("key").map { try Self.notBlank($0, "key") }
        kind = Self.clearable(values, "kind") { $0 }
        notes = values.string("notes").map { $0.isEmpty ? nil : $0 }
        photo = Self.clearable(values, "photo") { $0 }
        waterEvery = try Self.clearable(values, "water-every") { _ in try values.value(Int.self, "water-every", in: 1...36_500) }
        watered = try Self.clearable(values, "watered") { _ in try values.value(CalendarDate.self, "watered") }
        photoAspect = try Self.clearable(values, "photo-aspect") { _ in try values.value(Double.self, "photo-aspect", in: 0.01...100) }
    }

    /// Applies the changes given to `draft`.
    func apply(to draft: inout PlantDraft) {
        if let name { draft.name = name }
        if let key { draft.key = key }
        if let kind { draft.kind = kind }
        if let notes { draft.notes = notes }
        if let waterEvery { draft.waterEveryDays = waterEvery }
        if let watered { draft.lastWatered = watered }
        if let photo { draft.photoPath = photo }
        if let photoAspect { draft.photoAspect = photoAspect }
    }

    /// `nil` when option `name` is absent, `.some(nil)` when it is blank (clear the field), else
    /// the converted value.
    private static func clearable<T>(_ values: ParsedValues, _ name: String, _ convert: (String) throws -> T?) rethrows -> T?? {
        guard let raw = values.string(name) else { return nil }
        let trimmed = raw.trimmingCharacters(in: .whitespaces)
        return .some(trimmed.isEmpty ? nil : try convert(trimmed))
    }

    private static func notBlank(_ text: String, _ what: String) throws -> String {
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw UsageError(message: "The \(what) cannot be blank.")
        }
        return text
    }
}

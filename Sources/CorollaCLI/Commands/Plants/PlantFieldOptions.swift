import CorollaService
import Foundation

/// The options that set a plant's fields, shared by `plants add` and `plants edit`.
struct PlantFieldOptions {
    static let kind = Option<Clearable<String>?>(PlantField.kind)
    static let notes = Option<String?>(PlantField.notes)
    static let waterEvery = Option<Clearable<Int>?>(PlantField.waterEveryDays, in: .range(1...36_500))
    static let watered = Option<Clearable<CalendarDate>?>(PlantField.lastWatered)
    static let key = Option<String?>(PlantField.key)
    static let photo = Option<Clearable<FilePath>?>(PlantField.photo, completion: .file)

    /// The options, in the help page's order; `plants edit` adds `--name`.
    static let all: [any OptionDeclaration] = [kind, notes, waterEvery, watered, key, photo]

    /// The changes given, each `nil` when its option is absent; an inner `nil` clears the field
    /// (the option was given a blank value; for the notes, an empty one).
    private var name: String?
    private var key: String?
    private var kind: String??
    private var notes: String??
    private var waterEvery: Int??
    private var watered: CalendarDate??
    /// The photo's thumbnail, read when the options are.
    private var photo: PlantPhoto??

    /// Reads the options (and the name, given as an argument or `--name`).
    ///
    /// - Throws: ``UsageError`` for a blank name or key, an interval outside 1…36500 days or a date
    ///   that does not exist; the errors of ``PhotoFileError/commandFailure`` for the photo.
    init(_ values: ParsedValues, name: String?) throws {
        self.name = try name.map { try Self.notBlank($0, "name") }
        key = try values[Self.key].map { try Self.notBlank($0, "key") }
        if let key, let problem = PlantKey.problem(key) { throw UsageError(message: "The key \(problem).") }
        kind = try values[Self.kind].map(\.value)
        notes = try values[Self.notes].map { $0.isEmpty ? nil : $0 }
        photo = try values[Self.photo].map { clearable in try clearable.value.map { try PhotoFileError.thumbnail(of: $0) } }
        waterEvery = try values[Self.waterEvery].map(\.value)
        watered = try values[Self.watered].map(\.value)
    }

    /// No change was given.
    var isEmpty: Bool {
        name == nil && key == nil && kind == nil && notes == nil && waterEvery == nil && watered == nil && photo == nil
    }

    /// Applies the changes given to `draft`.
    func apply(to draft: inout PlantDraft) {
        if let name { draft.name = name }
        if let key { draft.key = key }
        if let kind { draft.kind = kind }
        if let notes { draft.notes = notes }
        if let waterEvery { draft.waterEveryDays = waterEvery }
        if let watered { draft.lastWatered = watered }
        if let photo { draft.setPhoto(photo) }
    }

    private static func notBlank(_ text: String, _ what: String) throws -> String {
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw UsageError(message: "The \(what) cannot be blank.")
        }
        return text
    }
}

extension Option {
    /// The option that sets `field`, as ``PlantField/Declaration/option`` declares it.
    init(_ field: PlantField, in check: ValueCheck<Value>? = nil, completion: CompletionKind? = Value.completion) {
        guard let option = field.declaration.option else { preconditionFailure("the field \(field) declares no option") }
        self.init(option.name, value: option.value, help: option.help, in: check, completion: completion)
    }
}

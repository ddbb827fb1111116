import CorollaService
import Foundation

/// The options that set a plant's fields, shared by `plants add` and `plants edit` as an option
/// group: one for each field whose declaration has an ``PlantField/Declaration/option``, read as its
/// declared type and limit say, in declaration order.
struct PlantFieldOptions: ParsableArguments {
    /// The fields' options.
    private static let options = PlantField.allCases.filter { $0.declaration.option != nil }.map(FieldOption.init)

    /// The options, declared by the fields' declarations, in the help page's order.
    private let declared = OptionList(Self.options.map(\.declaration))
    /// The changes given, in declaration order: a nil value clears the field (its option was given
    /// a blank value; for a field that keeps blank text, an empty one).
    private var changes: [(field: PlantField, value: PlantValue?)] = []

    /// Reads the changes.
    ///
    /// - Throws: ``UsageError`` for a blank key, a number outside its field's limit or a date that
    ///   does not exist; a ``PhotoFileError`` for the photo.
    mutating func validate() throws {
        for option in Self.options {
            if let change = try option.change(declared.values) { changes.append((option.field, change)) }
        }
    }

    /// `name`, refused when blank.
    ///
    /// - Throws: ``UsageError`` for a blank name.
    static func checkedName(_ name: String) throws -> String {
        try FieldOption.notBlank(name, "name")
    }

    /// No change was given.
    var isEmpty: Bool { changes.isEmpty }

    /// Applies the changes given to `draft` (a photo brings its aspect, as ``PlantDraft/setPhoto(_:)`` says).
    func apply(to draft: inout PlantDraft) {
        for (field, value) in changes {
            if field == .photo { draft.setPhoto(value?.photo) } else { draft.setValue(value, for: field) }
        }
    }
}

/// The option of one field: its value's type follows the field's declaration, and reading it gives
/// the field's change. A struct of the option and a reading closure rather than an enum of typed
/// options: the static list then holds plain references, which LeakSanitizer can follow.
private struct FieldOption: Sendable {
    let field: PlantField
    /// The option, as the help page and the parser see it.
    let declaration: any OptionDeclaration
    /// The change `values` give: nil when the option is absent, `.some(nil)` when it clears the field.
    let change: @Sendable (ParsedValues) throws -> PlantValue??

    /// The option `field` declares, of the type its declaration says.
    init(_ field: PlantField) {
        let declaration = field.declaration
        switch declaration.type {
        case .text where declaration.keepsBlank:
            // Text kept as written, an empty value clearing it.
            self.init(field, Option<String?>(field)) { $0.isEmpty ? nil : .text($0) }
        case .text where !declaration.clearable:
            self.init(field, Option<String?>(field)) { .text(try Self.checked($0, field)) }
        case .text:
            // Text, trimmed; a blank value clears it.
            self.init(field, Option<Clearable<String>?>(field)) { $0.value.map(PlantValue.text) }
        case .integer:
            self.init(field, Option<Clearable<Int>?>(field, in: declaration.limit?.wholeNumbers.map { .range($0) })) {
                $0.value.map(PlantValue.integer)
            }
        case .number:
            self.init(field, Option<Clearable<Double>?>(field, in: declaration.limit?.numbers.map { .range($0) })) {
                $0.value.map(PlantValue.number)
            }
        case .date: self.init(field, Option<Clearable<CalendarDate>?>(field)) { $0.value.map(PlantValue.date) }
        case .photo:
            // A photo file, read into a thumbnail.
            self.init(field, Option<Clearable<FilePath>?>(field, completion: .file)) { clearable in
                try clearable.value.map { .photo(try PhotoFile.thumbnail(of: $0)) }
            }
        case .boolean, .dates: preconditionFailure("the command line has no option type for \(field)'s type \(declaration.type)")
        }
    }

    /// `field`'s `option`, whose value given reads as `read` says.
    private init<Value>(_ field: PlantField, _ option: Option<Value?>, read: @escaping @Sendable (Value) throws -> PlantValue?) {
        self.field = field
        declaration = option
        change = { values in try values[option].map(read) }
    }

    /// `text` of a field that cannot be cleared: not blank, and for the key one ``PlantKey`` allows.
    private static func checked(_ text: String, _ field: PlantField) throws -> String {
        let text = try notBlank(text, field.declaration.label)
        if field == .key, let problem = PlantKey.problem(text) { throw UsageError(message: "The key \(problem).") }
        return text
    }

    static func notBlank(_ text: String, _ what: String) throws -> String {
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

import Foundation

/// The value of an option that sets an optional field, where a blank value clears the field
/// (`--kind ''`): `value` is nil then, else the text (trimmed) read as a `Wrapped`.
struct Clearable<Wrapped: ArgumentValue>: ArgumentValue {
    var value: Wrapped?

    init?(argument: String) {
        let trimmed = argument.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty {
            value = nil
        } else if let value = Wrapped(argument: trimmed) {
            self.value = value
        } else {
            return nil
        }
    }

    static var expectation: String { Wrapped.expectation }
    static func suggestion(for text: String) -> String? { Wrapped.suggestion(for: text) }
    static var completion: CompletionKind? { Wrapped.completion }
}

extension ValueCheck {
    /// Clearable numbers in `range` (a cleared value passes).
    static func range<Bound: NumericArgument>(_ range: ClosedRange<Bound>) -> ValueCheck where Value == Clearable<Bound>? {
        .range(range) { $0?.value }
    }
}

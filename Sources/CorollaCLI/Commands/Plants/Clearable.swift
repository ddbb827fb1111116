import Foundation

/// The value of an option that sets an optional field, where a blank value clears the field
/// (`--kind ''`): `value` is nil then, else the text (trimmed, when it is UTF-8 text) read as a
/// `Wrapped`, which may be bytes that are not UTF-8 when `Wrapped` takes them (a path).
struct Clearable<Wrapped: ArgumentValue>: ArgumentValue {
    var value: Wrapped?

    init?(argument: String) {
        let trimmed = ArgumentBytes.isText(argument) ? argument.trimmingCharacters(in: .whitespaces) : argument
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
    static var takesBytes: Bool { Wrapped.takesBytes }
}

extension ValueCheck {
    /// Clearable numbers in `range` (a cleared value passes).
    static func range<Bound: NumericArgument>(_ range: ClosedRange<Bound>) -> ValueCheck where Value == Clearable<Bound>? {
        .range(range) { $0?.value }
    }
}

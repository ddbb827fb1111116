/// What an option's value must be beyond converting to its type — a range, at least — and what a
/// message says is expected instead.
struct ValueCheck<Value>: Sendable {
    /// Whether a converted value is allowed.
    let accepts: @Sendable (Value) -> Bool
    /// What an allowed value looks like: "a whole number from 1 to 3".
    let expectation: String
}

extension ValueCheck {
    /// The values whose number (`number(value)`; nil: nothing to check) lies in `range`.
    static func range<Bound: NumericArgument>(_ range: ClosedRange<Bound>, of number: @escaping @Sendable (Value) -> Bound?)
        -> ValueCheck
    {
        ValueCheck(
            accepts: { value in number(value).map(range.contains) ?? true },
            expectation: "\(Bound.expectation) from \(range.lowerBound.argumentText) to \(range.upperBound.argumentText)")
    }

    /// Optional numbers in `range`.
    static func range<Bound: NumericArgument>(_ range: ClosedRange<Bound>) -> ValueCheck where Value == Bound? {
        .range(range) { $0 }
    }
}

extension ValueCheck where Value: NumericArgument {
    /// Numbers in `range`.
    static func range(_ range: ClosedRange<Value>) -> ValueCheck {
        .range(range) { $0 }
    }
}

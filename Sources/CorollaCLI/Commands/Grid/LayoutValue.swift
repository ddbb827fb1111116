import CorollaLayout

/// What a layout flag's value is: its placeholder, what it must be, how a command line writes it,
/// and the lengths in it that must be narrower than the container.
struct LayoutValue<Value: ArgumentValue>: Sendable {
    let placeholder: String
    let check: ValueCheck<Value?>?
    /// The value as the flag takes it (`12`, `10,12,10,12`, `72x96`, `justified`).
    let text: @Sendable (Value) -> String
    /// The lengths a value sets (a spacing, each side of an inset).
    let lengths: @Sendable (Value) -> [Double]

    init(
        placeholder: String, check: ValueCheck<Value?>? = nil, text: @escaping @Sendable (Value) -> String,
        lengths: @escaping @Sendable (Value) -> [Double] = { _ in [] }
    ) {
        self.placeholder = placeholder
        self.check = check
        self.text = text
        self.lengths = lengths
    }
}

extension LayoutValue where Value == Double {
    /// Points, from 0 to less than the container's width.
    static var points: LayoutValue {
        LayoutValue(
            placeholder: "points", check: ValueCheck(accepts: { $0.map { $0 >= 0 } ?? true }, expectation: "a number of points, 0 or more"),
            text: { $0.argumentText }, lengths: { [$0] })
    }

    /// Points, more than 0, with no bound: a card wider than a line is narrowed to it.
    static var width: LayoutValue {
        LayoutValue(
            placeholder: "points", check: ValueCheck(accepts: { $0.map { $0 > 0 } ?? true }, expectation: "a number of points, more than 0"),
            text: { $0.argumentText })
    }

    /// Any finite number (radians, fractions).
    static func number(_ placeholder: String) -> LayoutValue {
        LayoutValue(placeholder: placeholder, text: { $0.argumentText })
    }
}

extension LayoutValue where Value == Int {
    /// A number of columns.
    static var count: LayoutValue { LayoutValue(placeholder: "n", check: .range(1...64), text: { $0.argumentText }) }
}

extension LayoutValue where Value == EdgeInsets {
    /// Points on all four sides, or `top,left,bottom,right`; each narrower than the container.
    static var insets: LayoutValue {
        LayoutValue(
            placeholder: "points",
            text: { insets in
                let sides = [insets.top, insets.left, insets.bottom, insets.right]
                return Set(sides).count == 1 ? insets.top.argumentText : sides.map(\.argumentText).joined(separator: ",")
            },
            lengths: { [$0.top, $0.left, $0.bottom, $0.right] })
    }
}

extension LayoutValue where Value == Size {
    /// `WxH` in points.
    static var size: LayoutValue { LayoutValue(placeholder: "WxH", text: { "\($0.width.argumentText)x\($0.height.argumentText)" }) }
}

extension LayoutValue where Value: ChoiceArgument {
    /// One of the type's names.
    static var choice: LayoutValue { LayoutValue(placeholder: "name", text: { $0.rawValue }) }
}

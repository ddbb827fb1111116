/// Checks that refuse impossible values with a ``LayoutError`` naming the field.
enum Validate {
    /// `value` is finite and not negative.
    static func length(_ value: Double, _ field: @autoclosure () -> String) throws {
        guard value.isFinite else {
            throw LayoutError(field: field(), value: "\(value)", reason: "must be a finite number")
        }
        guard value >= 0 else {
            throw LayoutError(field: field(), value: "\(value)", reason: "must not be negative")
        }
    }

    /// `value` is finite and greater than zero.
    static func positive(_ value: Double, _ field: @autoclosure () -> String) throws {
        try length(value, field())
        guard value > 0 else {
            throw LayoutError(field: field(), value: "\(value)", reason: "must be greater than 0")
        }
    }

    /// `value` is finite, whatever its sign.
    static func finite(_ value: Double, _ field: @autoclosure () -> String) throws {
        guard value.isFinite else {
            throw LayoutError(field: field(), value: "\(value)", reason: "must be a finite number")
        }
    }

    /// `value` is a count of at least 1.
    static func count(_ value: Int, _ field: @autoclosure () -> String) throws {
        guard value >= 1 else {
            throw LayoutError(field: field(), value: "\(value)", reason: "must be at least 1")
        }
    }

    /// Every edge of `insets` is a valid length.
    static func insets(_ insets: EdgeInsets, _ field: @autoclosure () -> String) throws {
        let name = field()
        try length(insets.top, "\(name).top")
        try length(insets.left, "\(name).left")
        try length(insets.bottom, "\(name).bottom")
        try length(insets.right, "\(name).right")
    }

    /// `scale` is one of the supported display scales.
    static func scale(_ scale: DisplayScale) throws {
        guard DisplayScale.supported.contains(scale.pixelsPerPoint) else {
            throw LayoutError(
                field: "scale", value: "\(scale.pixelsPerPoint)", reason: "must be 0 (no snapping), 1, 2 or 3")
        }
    }

    /// The container fits `insets` (the value of `field`) along the cross axis (`available` is what
    /// remains).
    static func room(_ available: Double, _ field: String, insets: EdgeInsets, container: Double) throws {
        guard available >= 0 else {
            throw LayoutError(
                field: field, value: "\(insets.left)+\(insets.right)",
                reason: "the container (\(container)) is narrower than the section's insets")
        }
    }

    /// The path of an item's field in a layout request.
    static func itemField(_ section: Int, _ item: Int, _ name: String) -> String {
        "sections[\(section)].items[\(item)].\(name)"
    }
}

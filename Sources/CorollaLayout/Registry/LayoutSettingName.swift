/// The name of a setting front ends offer for several layouts, each of which calls its property
/// its own way: `column-spacing` is the waterfall's `minimumColumnSpacing` and the grid's
/// `interitemSpacing`. It is `corolla grid`'s flag without the dashes.
public struct LayoutSettingName: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// The setting named after a property, its words in lower case joined by dashes: `itemSize` →
    /// `item-size`.
    public init(property: String) {
        self.init(rawValue: property.reduce(into: "") { name, character in
            if character.isUppercase { name += "-" + character.lowercased() } else { name.append(character) }
        })
    }

    public var description: String { rawValue }
}

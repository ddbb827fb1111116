/// A plant offered for a key that names none ("Did you mean aloe-vera (Aloe vera)?").
public struct PlantSuggestion: Hashable, Sendable, CustomStringConvertible {
    public var key: String
    public var name: String

    public init(key: String, name: String) {
        self.key = key
        self.name = name
    }

    /// `aloe-vera (Aloe vera)`, or the key alone when the name says the same.
    public var description: String {
        key.lowercased() == name.lowercased() ? key : "\(key) (\(name))"
    }
}

import CorollaStore

/// How the user names a plant: by id or by key (`corolla plants show 42`, `… show monstera`).
public enum PlantReference: Hashable, Sendable, CustomStringConvertible {
    /// A plant id; a plant whose key is these digits (made before keys had to hold a letter) is
    /// found when no plant has the id.
    case id(Int64)
    case key(String)

    /// An all-digit text is an id, anything else a key (see `PlantKey`).
    public init(_ text: String) {
        if PlantKey.looksLikeID(text), let id = Int64(text) {
            self = .id(id)
        } else {
            self = .key(text)
        }
    }

    public var description: String {
        switch self {
        case .id(let id): "id \(id)"
        case .key(let key): "key \(key)"
        }
    }
}

import CorollaStore

/// How the user names a plant: by id, by key, or by its name when no other plant has it
/// (`corolla plants show 42`, `… show monstera`, `… show "Monstera deliciosa"`).
public enum PlantReference: Hashable, Sendable, CustomStringConvertible {
    /// A plant id; a plant whose key is these digits (made before keys had to hold a letter) is
    /// found when no plant has the id.
    case id(Int64)
    /// A key; a plant whose name is this text (ignoring case) is found when no plant has the key
    /// and no other plant has that name.
    case key(String)

    /// An all-digit text is an id, anything else a key or a name (see `PlantKey`).
    public init(_ text: String) {
        if PlantKey.looksLikeID(text), let id = Int64(text) {
            self = .id(id)
        } else {
            self = .key(text)
        }
    }

    /// The text as typed: the id's digits, or the key or name.
    public var text: String {
        switch self {
        case .id(let id): String(id)
        case .key(let key): key
        }
    }

    public var description: String {
        switch self {
        case .id(let id): "id \(id)"
        case .key(let key): "key or name \(key)"
        }
    }
}

import CorollaStore

/// Why the service could not do what was asked.
public enum ServiceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No plant has this id, key or name; the plants a mistyped key or name most likely meant, best first.
    case plantNotFound(PlantReference, suggestions: [PlantSuggestion] = [])
    /// No plant has this key, and several have this name (ignoring case): their keys, in id order.
    case ambiguousPlantName(String, keys: [String])
    /// The layout cannot show measured cards this way (a waterfall or grid scrolling horizontally
    /// would fix a card's height and leave its width free; cards are measured for a width).
    case unsupportedLayout(String)
    /// The container leaves no width to measure cards at.
    case noRoomForCards(width: Double)
    /// Another plant already has this key; nothing was written.
    case duplicateKey(String)
    /// The plant is not a favorite.
    case notAFavorite(plantID: Int64)
    /// The catalog cannot be used this way: a file that is not a catalog this version opens, a
    /// value Corolla would not write, a setting out of range, machinery to repair. The message says
    /// which.
    case catalog(String)
    /// SQLite could not read or write the catalog.
    case database(DatabaseProblem)

    /// Whether SQLite found the catalog damaged or not a database.
    public var reportsDamage: Bool {
        guard case .database(let problem) = self else { return false }
        return problem.reportsDamage
    }

    /// Whether the catalog failed (``catalog(_:)``, ``database(_:)``) rather than refusing what was
    /// asked.
    public var isCatalogFailure: Bool {
        switch self {
        case .catalog, .database: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .plantNotFound(let reference, let suggestions):
            "no plant has \(reference)" + (suggestions.isEmpty ? "" : ". Did you mean " + Self.alternatives(suggestions) + "?")
        case .ambiguousPlantName(let name, let keys):
            "\(keys.count) plants are named \(name): give one of their keys (\(keys.joined(separator: ", ")))"
        case .unsupportedLayout(let reason): "unsupported layout: \(reason)"
        case .noRoomForCards(let width): "cards would be \(width) points wide: the container is too narrow"
        case .duplicateKey(let key): StoreError.duplicateKey(key).description
        case .notAFavorite(let plantID): StoreError.notAFavorite(plantID: plantID).description
        case .catalog(let message): message
        case .database(let problem): problem.description
        }
    }

    /// `a`, `a or b`, `a, b or c`.
    private static func alternatives(_ suggestions: [PlantSuggestion]) -> String {
        let names = suggestions.map(\.description)
        guard let last = names.last, names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}

extension ServiceError {
    /// A store error as the front ends see it.
    init(_ error: StoreError) {
        switch error {
        case .duplicateKey(let key): self = .duplicateKey(key)
        case .notAFavorite(let plantID): self = .notAFavorite(plantID: plantID)
        case .plantNotFound(let id): self = .plantNotFound(.id(id))
        default: self = .catalog(error.description)
        }
    }

    /// `error` as the front ends see it: a store or SQLite error as a ``ServiceError``, any other
    /// as it is.
    static func translating(_ error: any Error) -> any Error {
        switch error {
        case let error as StoreError: ServiceError(error)
        case let error as DatabaseError: ServiceError.database(DatabaseProblem(error))
        default: error
        }
    }

    /// Runs `body`, its store and SQLite errors turned into ``ServiceError``s: what every public
    /// operation of the service that reaches the store does.
    static func translatingErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw translating(error)
        }
    }
}

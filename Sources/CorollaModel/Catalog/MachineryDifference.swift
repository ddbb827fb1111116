/// How a catalog's machinery differs from what this Corolla's migrations make of it: its tables,
/// indexes, triggers and views, and the catalog revision the layout cache relies on.
public enum MachineryDifference: Hashable, Sendable, CustomStringConvertible {
    /// The migrations create this object; the catalog lacks it.
    case missing(type: String, name: String)
    /// The catalog has an object the migrations do not create.
    case unexpected(type: String, name: String)
    /// The catalog's object is not created by the SQL the migrations give it.
    case altered(type: String, name: String)
    /// A cached layout was computed at `cachedRevision`, above the catalog's `revision`: the revision
    /// went back, so the cache could serve a layout of other contents as a hit.
    case revisionMovedBackwards(revision: Int64, cachedRevision: Int64)

    /// The tables of the caches and their settings: what they hold can be recomputed or set again.
    public static let cacheTables: Set<String> = [
        "layout_cache", "layout_cache_use", "card_sizes", "card_size_use", "cache_counters", "measurer_fingerprints", "cache_settings",
    ]

    /// The tables whose rows can all be recomputed (the caches and their settings) or are restored
    /// by repair (the revision), so that the store's `repairMachinery()` may re-create them.
    static let rebuildableTables = cacheTables.union(["catalog_revision"])

    /// The table it is about: a missing, altered or unexpected table's name (nil for other objects
    /// and for the revision).
    public var tableName: String? {
        switch self {
        case .missing(let type, let name), .altered(let type, let name), .unexpected(let type, let name): type == "table" ? name : nil
        case .revisionMovedBackwards: nil
        }
    }

    /// Whether the store's `repairMachinery()` (`corolla init`) restores it without touching the
    /// plants and favorites: anything but a missing or altered table of the catalog's own data, and
    /// an unexpected table (whose rows are someone's).
    public var isRepairable: Bool {
        switch self {
        case .missing(let type, let name), .altered(let type, let name): type != "table" || Self.rebuildableTables.contains(name)
        case .unexpected(let type, _): type != "table"
        case .revisionMovedBackwards: true
        }
    }

    /// `missing table layout_cache`, `altered trigger plants_inserted`, `unexpected index notes_by_day`,
    /// `the catalog revision (3) is below a cached layout's (7)`.
    public var description: String {
        switch self {
        case .missing(let type, let name): "missing \(type) \(name)"
        case .unexpected(let type, let name): "unexpected \(type) \(name)"
        case .altered(let type, let name): "altered \(type) \(name)"
        case .revisionMovedBackwards(let revision, let cached): "the catalog revision (\(revision)) is below a cached layout's (\(cached))"
        }
    }
}

/// What a layout lookup found.
public enum LayoutLookup: Hashable, Sendable {
    /// An entry at the requested revision: usable as is.
    case hit(LayoutCacheEntry)
    /// An entry at an older revision: its manifest prefix may still be reused.
    case stale(LayoutCacheEntry)
    /// An entry whose row does not decode (a blob of the wrong length, a value of the wrong type):
    /// damaged, to be replaced.
    case unreadable(reason: String)
    case absent
}

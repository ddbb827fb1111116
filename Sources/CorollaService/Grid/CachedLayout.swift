import CorollaLayout
import CorollaStore
import Foundation

/// A layout the cache holds, as people read it: which layout and grouping, for which container
/// dimensions, scale and style, computed at which revision, how big and how used.
public struct CachedLayout: Hashable, Sendable {
    /// The layout's name (`waterfall`), or `unknown` for a configuration this version cannot read.
    public var layout: String
    /// `none`, or `kind` with the header height (`kind 44.0`).
    public var grouping: String
    /// The container width the layout depends on, or nil.
    public var containerWidth: Double?
    /// The container height the layout depends on, or nil.
    public var containerHeight: Double?
    public var scale: Double
    public var style: String
    public var revision: Int64
    public var cards: Int
    public var bytes: Int
    /// UTC ISO 8601 with milliseconds.
    public var lastUsedAt: String
    public var hitCount: Int

    /// The summary of a stored entry, its configuration text read back as
    /// ``GridRequest/configurationKey()`` writes it.
    init(_ entry: LayoutEntrySummary) {
        let (layout, grouping) = GridRequest.describe(configuration: entry.key.configuration)
        self.layout = layout
        self.grouping = grouping
        containerWidth = entry.key.containerWidth
        containerHeight = entry.key.containerHeight
        scale = entry.key.scale
        style = entry.key.style
        revision = entry.revision
        cards = entry.cardCount
        bytes = entry.bytes
        lastUsedAt = entry.lastUsedAt
        hitCount = entry.hitCount
    }
}

extension GridRequest {
    /// The layout name and the grouping of a configuration text of ``configurationKey()``:
    /// `unknown` for what does not read as one.
    static func describe(configuration text: String) -> (layout: String, grouping: String) {
        guard let separator = text.range(of: " grouping=", options: .backwards),
            let layout = try? JSONDecoder().decode(AnyLayout.self, from: Data(text[..<separator.lowerBound].utf8))
        else { return ("unknown", "unknown") }
        return (layout.kind.rawValue, String(text[separator.upperBound...]))
    }
}

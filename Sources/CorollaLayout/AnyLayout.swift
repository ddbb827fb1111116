import Foundation

/// Any of Corolla's layouts, chosen by name: how a request or a cache names its layout.
///
/// Its JSON is the layout's options with a `"type"` discriminator beside them:
/// `{"type": "grid", "minimumItemWidth": 160}`; omitted options take the layout's defaults.
/// Adding a layout is one case here and one line in each switch.
public enum AnyLayout: CollectionLayout {
    case flow(FlowLayout)
    case aligned(AlignedFlowLayout)
    case waterfall(WaterfallLayout)
    case grid(GridLayout)
    case fan(FanLayout)

    /// The name of each layout: the `"type"` of its JSON.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case flow
        case aligned
        case waterfall
        case grid
        case fan
    }

    /// The layout with every option at its default.
    public init(_ kind: Kind) {
        switch kind {
        case .flow: self = .flow(FlowLayout())
        case .aligned: self = .aligned(AlignedFlowLayout())
        case .waterfall: self = .waterfall(WaterfallLayout())
        case .grid: self = .grid(GridLayout())
        case .fan: self = .fan(FanLayout())
        }
    }

    public var kind: Kind {
        switch self {
        case .flow: .flow
        case .aligned: .aligned
        case .waterfall: .waterfall
        case .grid: .grid
        case .fan: .fan
        }
    }

    /// The wrapped configuration.
    public var base: any CollectionLayout {
        switch self {
        case .flow(let layout): layout
        case .aligned(let layout): layout
        case .waterfall(let layout): layout
        case .grid(let layout): layout
        case .fan(let layout): layout
        }
    }

    /// The configuration as JSON with sorted keys and every default filled in, so that equal
    /// configurations give equal strings however they were written: a cache key.
    ///
    /// - Throws: `EncodingError` for a non-finite option (which a layout would refuse anyway).
    public func canonicalForm() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

extension AnyLayout {
    private enum TypeKey: String, CodingKey {
        case type
    }

    public init(from decoder: Decoder) throws {
        let kind = try decoder.container(keyedBy: TypeKey.self).decode(Kind.self, forKey: .type)
        switch kind {
        case .flow: self = .flow(try FlowLayout(from: decoder))
        case .aligned: self = .aligned(try AlignedFlowLayout(from: decoder))
        case .waterfall: self = .waterfall(try WaterfallLayout(from: decoder))
        case .grid: self = .grid(try GridLayout(from: decoder))
        case .fan: self = .fan(try FanLayout(from: decoder))
        }
    }

    public func encode(to encoder: Encoder) throws {
        try base.encode(to: encoder)
        var container = encoder.container(keyedBy: TypeKey.self)
        try container.encode(kind, forKey: .type)
    }

    public func layout(_ sections: [LayoutSection], in container: Size, scale: DisplayScale) throws -> LayoutResult {
        try base.layout(sections, in: container, scale: scale)
    }

    public func relayout(
        _ result: inout LayoutResult, sections: [LayoutSection], in container: Size, scale: DisplayScale,
        from firstChange: ItemPath
    ) throws {
        try base.relayout(&result, sections: sections, in: container, scale: scale, from: firstChange)
    }

    public func validate(in container: Size, scale: DisplayScale) throws {
        try base.validate(in: container, scale: scale)
    }

    public func layoutPrefix(_ sections: [LayoutSection], known: Int, in container: Size, scale: DisplayScale) throws -> LayoutPrefix {
        try base.layoutPrefix(sections, known: known, in: container, scale: scale)
    }

    public var containerDependency: ContainerDimensions { base.containerDependency }
}

extension AnyLayout {
    /// The first item that ``relayout(_:sections:in:scale:from:)`` of `result` places again when the
    /// new sections (`sectionCount` of them) change from `firstChange` on: the items before it keep
    /// their frames without being placed. (0, 0) when the relayout lays out everything again.
    ///
    /// - Complexity: O(log c) for c checkpoints in the section of the change.
    public func relayoutStart(of result: LayoutResult, sectionCount: Int, from firstChange: ItemPath) -> ItemPath {
        guard let placer = base as? any SectionPlacer,
            let (section, resume) = placer.resumption(of: result, sectionCount: sectionCount, from: firstChange)
        else { return ItemPath(section: 0, item: 0) }
        return ItemPath(section: section, item: resume?.item ?? 0)
    }
}

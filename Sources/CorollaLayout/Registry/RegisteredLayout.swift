/// A layout ``AnyLayout`` holds, describing itself to the front ends: its kind, the properties
/// they may set, and how a card grid sizes its items. ``AnyLayout/registered`` lists them; the
/// flags of `corolla grid`, the server's accepted layouts and the page's choices are read from it.
public protocol RegisteredLayout: CollectionLayout {
    /// The layout's name: the case of ``AnyLayout`` that holds it.
    static var kind: AnyLayout.Kind { get }
    /// The layout's name as a person reads it (`Aligned flow`), for a page's choices.
    static var title: String { get }
    /// The properties front ends may set, each under a setting's name (a flag of `corolla grid`).
    static var settings: [any AnyLayoutProperty] { get }
    /// Whether the layout rotates its items (a card image is drawn upright, so a page of card
    /// images cannot show them).
    static var rotatesItems: Bool { get }
    /// The layout as an ``AnyLayout``.
    var wrapped: AnyLayout { get }

    /// How the items of a card grid in `container` get their sizes.
    ///
    /// - Throws: the layout's ``LayoutError`` for a configuration it refuses in the container.
    func itemSizing(in container: Size, scale: DisplayScale) throws -> ItemSizing

    /// The layout once a front end has set the properties named `properties`
    /// (``AnyLayoutProperty/name``), their values already in place: itself, unless setting some
    /// of them changes what else the layout does (a fitted fan given its seed geometry keeps
    /// that geometry, ``FanLayout/seedGeometry``).
    func afterSetting(_ properties: Set<String>) -> Self
}

extension RegisteredLayout {
    /// The kind whose layout (``AnyLayout/init(_:)``) is one of these: the case of ``AnyLayout``
    /// that holds it.
    public static var kind: AnyLayout.Kind {
        guard let kind = AnyLayout.Kind.allCases.first(where: { AnyLayout($0).base is Self }) else {
            preconditionFailure("no case of AnyLayout holds a \(Self.self)")
        }
        return kind
    }

    /// The kind's name with a capital (`Grid`), unless the layout says otherwise.
    public static var title: String { kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst() }

    public static var rotatesItems: Bool { false }

    public func afterSetting(_ properties: Set<String>) -> Self { self }

    /// The layout `layout` holds, when it is one of these.
    public init?(_ layout: AnyLayout) {
        guard let base = layout.base as? Self else { return nil }
        self = base
    }
}

/// How a layout sizes the items of a card grid: the width cards are measured at, and what the
/// layout is told about each.
public enum ItemSizing: Hashable, Sendable {
    /// Every item has the layout's size: nothing is measured (a fan's `itemSize`).
    case fixed(Size)
    /// Each item fills its column, `width` wide, and is as tall as its content; with
    /// `stretchedRows` its frame is as tall as its row's tallest item (waterfall, grid).
    case columns(width: Double, stretchedRows: Bool)
    /// Each item is as large as its content, up to `itemWidth` and the line the section inset
    /// leaves across the scroll direction (flow, aligned flow).
    case free(itemWidth: Double, sectionInset: EdgeInsets, scrollDirection: ScrollDirection)
    /// Columns that scroll horizontally: items would be sized for a height, which cards are not.
    case horizontalColumns
}

extension AnyLayout {
    /// Every layout, in ``Kind`` order: adding a layout kind is its own files, its case here and in
    /// ``Kind`` (the compiler then lists what `AnyLayout` must say about it) and one line in this list.
    public static let registered: [any RegisteredLayout.Type] = [
        FlowLayout.self,
        AlignedFlowLayout.self,
        WaterfallLayout.self,
        GridLayout.self,
        FanLayout.self,
    ]

    /// The registration of `kind`.
    public static func registration(of kind: Kind) -> (any RegisteredLayout.Type)? {
        registered.first { $0.kind == kind }
    }

    /// Every settable property of every registered layout, in ``registered`` order.
    public static var settableProperties: [any AnyLayoutProperty] {
        registered.flatMap { $0.settings }
    }

    /// How the items of a card grid in `container` get their sizes (see ``ItemSizing``).
    ///
    /// - Throws: the layout's ``LayoutError`` for a configuration it refuses in the container.
    public func itemSizing(in container: Size, scale: DisplayScale) throws -> ItemSizing {
        guard let layout = base as? any RegisteredLayout else { return .horizontalColumns }
        return try layout.itemSizing(in: container, scale: scale)
    }

    /// The layout once a front end has given the settings named `settings`, their values already
    /// set: what the layout makes of being given them (``RegisteredLayout/afterSetting(_:)``).
    ///
    /// - Complexity: O(*s*), where *s* is the number of the layout's settings.
    public func afterGiving(_ settings: some Sequence<LayoutSettingName>) -> AnyLayout {
        guard let layout = base as? any RegisteredLayout else { return self }
        let given = Set(settings)
        let properties = type(of: layout).settings.filter { given.contains($0.settingName) }.map(\.name)
        return layout.afterSetting(Set(properties)).wrapped
    }
}

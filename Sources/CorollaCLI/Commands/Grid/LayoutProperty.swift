import CorollaLayout

/// A property of one layout that a layout flag sets, through its key path.
struct LayoutProperty<Value>: Sendable {
    /// The layout that has it.
    let kind: AnyLayout.Kind
    /// Its name, as the layout's JSON and its ``LayoutError``s name it.
    let name: String
    /// `layout` with the property set to the value, or nil when `layout` is of another kind.
    let setting: @Sendable (Value, AnyLayout) -> AnyLayout?
    /// The property's value in `layout`: nil when `layout` is of another kind or the property is
    /// unset.
    let reading: @Sendable (AnyLayout) -> Value?
    /// The second layout with the property's value (set or not) copied from the first, or nil
    /// when either is of another kind.
    let copying: @Sendable (AnyLayout, AnyLayout) -> AnyLayout?

    init<Layout: LayoutCase>(_ name: String, _ keyPath: WritableKeyPath<Layout, Value> & Sendable) {
        self.init(name, keyPath, wrap: { $0 }, unwrap: { $0 })
    }

    /// A property that is optional in the layout (nil: none, or the layout decides).
    init<Layout: LayoutCase>(_ name: String, _ keyPath: WritableKeyPath<Layout, Value?> & Sendable) {
        self.init(name, keyPath, wrap: { $0 }, unwrap: { $0 })
    }

    private init<Layout: LayoutCase, Stored>(
        _ name: String, _ keyPath: WritableKeyPath<Layout, Stored> & Sendable, wrap: @escaping @Sendable (Value) -> Stored,
        unwrap: @escaping @Sendable (Stored) -> Value?
    ) {
        kind = Layout.kind
        self.name = name
        setting = { value, layout in
            guard var concrete = Layout(layout) else { return nil }
            concrete[keyPath: keyPath] = wrap(value)
            return concrete.wrapped
        }
        reading = { layout in Layout(layout).flatMap { unwrap($0[keyPath: keyPath]) } }
        copying = { source, layout in
            guard let source = Layout(source), var concrete = Layout(layout) else { return nil }
            concrete[keyPath: keyPath] = source[keyPath: keyPath]
            return concrete.wrapped
        }
    }

    /// `waterfall.minimumColumnSpacing`.
    var path: String { "\(kind.rawValue).\(name)" }
}

/// A layout ``AnyLayout`` can hold, taken out of it and put back: what a ``LayoutProperty``'s key
/// path is applied through.
protocol LayoutCase: CollectionLayout {
    static var kind: AnyLayout.Kind { get }
    /// The layout as an ``AnyLayout``.
    var wrapped: AnyLayout { get }
}

extension LayoutCase {
    /// The layout `layout` holds, when it is one of these.
    init?(_ layout: AnyLayout) {
        guard let base = layout.base as? Self else { return nil }
        self = base
    }
}

// The layouts, each with its case of ``AnyLayout``.
extension FlowLayout: LayoutCase { static let kind = AnyLayout.Kind.flow; var wrapped: AnyLayout { .flow(self) } }
extension AlignedFlowLayout: LayoutCase { static let kind = AnyLayout.Kind.aligned; var wrapped: AnyLayout { .aligned(self) } }
extension WaterfallLayout: LayoutCase { static let kind = AnyLayout.Kind.waterfall; var wrapped: AnyLayout { .waterfall(self) } }
extension GridLayout: LayoutCase { static let kind = AnyLayout.Kind.grid; var wrapped: AnyLayout { .grid(self) } }
extension FanLayout: LayoutCase { static let kind = AnyLayout.Kind.fan; var wrapped: AnyLayout { .fan(self) } }

/// A property of one layout that a setting sets, through its key path: what a layout declares in
/// ``RegisteredLayout/settings``.
public struct LayoutProperty<Value>: Sendable {
    /// The setting that sets it.
    public let settingName: LayoutSettingName
    /// The layout that has it.
    public let kind: AnyLayout.Kind
    /// Its name, as the layout's JSON and its ``LayoutError``s name it.
    public let name: String
    /// `layout` with the property set to the value, or nil when `layout` is of another kind.
    public let setting: @Sendable (Value, AnyLayout) -> AnyLayout?
    /// The property's value in `layout`: nil when `layout` is of another kind or the property is
    /// unset.
    public let reading: @Sendable (AnyLayout) -> Value?
    /// The second layout with the property's value (set or not) copied from the first, or nil
    /// when either is of another kind.
    public let copying: @Sendable (AnyLayout, AnyLayout) -> AnyLayout?

    public init<Layout: RegisteredLayout>(_ setting: LayoutSettingName, _ name: String, _ keyPath: WritableKeyPath<Layout, Value> & Sendable) {
        self.init(setting, name, keyPath, wrap: { $0 }, unwrap: { $0 })
    }

    /// A property set by the setting named after it (``LayoutSettingName/init(property:)``).
    public init<Layout: RegisteredLayout>(_ name: String, _ keyPath: WritableKeyPath<Layout, Value> & Sendable) {
        self.init(LayoutSettingName(property: name), name, keyPath)
    }

    /// A property that is optional in the layout (nil: none, or the layout decides).
    public init<Layout: RegisteredLayout>(_ setting: LayoutSettingName, _ name: String, _ keyPath: WritableKeyPath<Layout, Value?> & Sendable) {
        self.init(setting, name, keyPath, wrap: { $0 }, unwrap: { $0 })
    }

    private init<Layout: RegisteredLayout, Stored>(
        _ settingName: LayoutSettingName, _ name: String, _ keyPath: WritableKeyPath<Layout, Stored> & Sendable,
        wrap: @escaping @Sendable (Value) -> Stored, unwrap: @escaping @Sendable (Stored) -> Value?
    ) {
        self.settingName = settingName
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
    public var path: String { "\(kind.rawValue).\(name)" }
}

/// A ``LayoutProperty`` whatever the type of its value: what a layout's settings list holds.
public protocol AnyLayoutProperty: Sendable {
    var settingName: LayoutSettingName { get }
    var kind: AnyLayout.Kind { get }
    var name: String { get }
}

extension LayoutProperty: AnyLayoutProperty {}

extension FlowLayout: FreeSizedLayout {
    public static let kind = AnyLayout.Kind.flow
    public static let title = "Flow"
    public static let settings = flowSettings

    public var wrapped: AnyLayout { .flow(self) }
}

extension FlowLayout: FreeSizedLayout {
    public static let settings = flowSettings

    public var wrapped: AnyLayout { .flow(self) }
}

/// A set of the container's dimensions: the ones a layout's frames depend on
/// (``CollectionLayout/containerDependency``).
public struct ContainerDimensions: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The container's width.
    public static let width = ContainerDimensions(rawValue: 1 << 0)
    /// The container's height.
    public static let height = ContainerDimensions(rawValue: 1 << 1)

    /// The dimension across a scroll direction: the width for vertical scrolling, the height for
    /// horizontal (what lines, rows and columns are fitted into).
    public static func across(_ direction: ScrollDirection) -> ContainerDimensions {
        direction == .vertical ? .width : .height
    }

    /// `width`, `height`, `width+height` or `none`.
    public var description: String {
        let names = [(ContainerDimensions.width, "width"), (.height, "height")].filter { contains($0.0) }.map(\.1)
        return names.isEmpty ? "none" : names.joined(separator: "+")
    }

    /// Whether a container resize from `old` to `new` changes one of these dimensions.
    public func changed(from old: Size, to new: Size) -> Bool {
        (contains(.width) && old.width != new.width) || (contains(.height) && old.height != new.height)
    }
}

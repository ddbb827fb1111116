/// A collection-view layout: a value-type configuration whose frames are a pure function of
/// (configuration, container size, display scale, sections of items).
///
/// The same inputs always give bit-identical frames.
public protocol CollectionLayout: Hashable, Sendable, Codable {
    /// Lays out every section from the top.
    ///
    /// - Throws: ``LayoutError`` naming the first field with an impossible value, or the first
    ///   element that would end beyond the largest finite offset (lengths finite one by one whose
    ///   sum overflows): a result never holds a non-finite number.
    func layout(_ sections: [LayoutSection], in container: Size, scale: DisplayScale) throws -> LayoutResult

    /// Refuses what ``layout(_:in:scale:)`` refuses before it places anything: an impossible
    /// container or scale, an impossible option, and options that cannot fit the container (insets
    /// wider than it, columns that do not fit) for a section that takes the layout's own. Lays
    /// nothing out; ``layout(_:in:scale:)`` starts with this check.
    ///
    /// - Throws: ``LayoutError`` naming the first field with an impossible value.
    /// - Complexity: O(1).
    func validate(in container: Size, scale: DisplayScale) throws

    /// Lays out again after the items from `firstChange` on changed (were edited, inserted or
    /// removed), reusing everything before the checkpoint that precedes the change.
    ///
    /// `result` must come from this layout with the same container and scale, and the items
    /// before `firstChange` must be the same as then. Afterwards `result` is bit-identical to
    /// `layout(sections, in: container, scale: scale)`.
    ///
    /// - Throws: ``LayoutError`` as ``layout(_:in:scale:)``.
    /// - Complexity: O(m + c) for m items from the change to the end of its section plus all
    ///   items of later sections, and c the distance from the preceding checkpoint (a line, a
    ///   row, or at most 64 waterfall items; a waterfall, a grid whose last row is full and a fan
    ///   resume at a checkpoint on the changed item itself, and the waterfall and the grid keep
    ///   one past their last item). Appending m items to the last section of a waterfall is O(m)
    ///   when `result` is uniquely referenced.
    func relayout(
        _ result: inout LayoutResult, sections: [LayoutSection], in container: Size, scale: DisplayScale,
        from firstChange: ItemPath) throws

    /// Lays out the first `known` items of `sections` (counted section by section) as far as they
    /// settle the layout, for a first screen that does not wait for every item's size: the frames
    /// it holds are the full layout's whatever the later items are, and no other element starts
    /// before its ``LayoutPrefix/reach``. Items after the first `known` are not read.
    ///
    /// - Throws: ``LayoutError`` as ``layout(_:in:scale:)``, for the items placed.
    /// - Complexity: O(k) for the k known items.
    func layoutPrefix(_ sections: [LayoutSection], known: Int, in container: Size, scale: DisplayScale) throws -> LayoutPrefix

    /// The container dimensions this layout's frames depend on: a change of any other dimension
    /// leaves every frame as it is (UIKit's `shouldInvalidateLayout(forBoundsChange:)` rule).
    /// The width for vertical flows, aligned flows, waterfalls and grids, the height for
    /// horizontal ones, both for a fan (its radius follows the height, its hub the width).
    var containerDependency: ContainerDimensions { get }
}

extension CollectionLayout {
    /// Whether a container resize from `old` to `new` changes this layout's frames: true when a
    /// dimension of ``containerDependency`` changed.
    public func shouldInvalidate(forContainerChange old: Size, to new: Size) -> Bool {
        containerDependency.changed(from: old, to: new)
    }

    /// Lays out every section from the top, without pixel snapping.
    public func layout(_ sections: [LayoutSection], in container: Size) throws -> LayoutResult {
        try layout(sections, in: container, scale: .none)
    }
}

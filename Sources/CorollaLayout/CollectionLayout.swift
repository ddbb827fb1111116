/// A collection-view layout: a value-type configuration whose frames are a pure function of
/// (configuration, container size, display scale, sections of items).
///
/// The same inputs always give bit-identical frames.
public protocol CollectionLayout: Hashable, Sendable, Codable {
    /// Lays out every section from the top.
    ///
    /// - Throws: ``LayoutError`` naming the first field with an impossible value.
    func layout(_ sections: [LayoutSection], in container: Size, scale: DisplayScale) throws -> LayoutResult

    /// Lays out again after the items from `firstChange` on changed (were edited, inserted or
    /// removed), reusing everything before the checkpoint that precedes the change.
    ///
    /// `result` must come from this layout with the same container and scale, and the items
    /// before `firstChange` must be the same as then. Afterwards `result` is bit-identical to
    /// `layout(sections, in: container, scale: scale)`.
    ///
    /// - Complexity: O(m + c) for m items from the change to the end of its section plus all
    ///   items of later sections, and c the distance from the preceding checkpoint (a line, a
    ///   row, or at most 64 waterfall items; a waterfall, a grid whose last row is full and a fan
    ///   resume at a checkpoint on the changed item itself, and the waterfall and the grid keep
    ///   one past their last item). Appending m items to the last section of a waterfall is O(m)
    ///   when `result` is uniquely referenced.
    func relayout(
        _ result: inout LayoutResult, sections: [LayoutSection], in container: Size, scale: DisplayScale,
        from firstChange: ItemPath) throws

    /// Whether a container resize from `old` to `new` changes this layout's frames: true when a
    /// dimension the layout depends on changed (UIKit's `shouldInvalidateLayout(forBoundsChange:)`).
    func shouldInvalidate(forContainerChange old: Size, to new: Size) -> Bool
}

extension CollectionLayout {
    /// Lays out every section from the top, without pixel snapping.
    public func layout(_ sections: [LayoutSection], in container: Size) throws -> LayoutResult {
        try layout(sections, in: container, scale: .none)
    }
}

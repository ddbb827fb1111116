extension SectionJob {
    /// Places a header or footer of `length` along the scroll axis at `offset`, spanning the
    /// container less `inset`, and moves `offset` past it.
    ///
    /// As CHTCollectionViewWaterfallLayout: `inset.top` always moves `offset`, even when there is
    /// no element; `inset.bottom` only follows an element that exists.
    ///
    /// - Returns: its frame, or `nil` when `length` is 0 (no element).
    func supplementary(_ length: Double, _ name: String, inset: EdgeInsets = .zero, at offset: inout Double) throws -> Rect? {
        try Validate.length(length, "sections[\(index)].\(name)")
        offset += inset.top
        guard length > 0 else { return nil }
        let frame = Rect(x: inset.left, y: offset, width: max(0, container.width - inset.horizontal), height: length)
        offset = frame.maxY + inset.bottom
        return frame
    }

    /// The height of item `index` in a column `width` wide: its `height` as given (a measured
    /// card), or its `width`×`height` size scaled to the column: `floorToPixel(height · width /
    /// itemWidth)` (CHT). `nil` when the item has no height.
    func height(of index: Int, fittedTo width: Double) throws -> Double? {
        try height(of: item(index), at: index, fittedTo: width)
    }

    /// ``height(of:fittedTo:)`` for an `item` already read with ``item(_:)``.
    @inline(__always)
    func height(of item: LayoutItem, at index: Int, fittedTo width: Double) throws -> Double? {
        guard let height = item.height else { return nil }
        try Validate.length(height, field(index, "height"))
        guard let given = item.width else { return height }
        try Validate.positive(given, field(index, "width"))
        return scale.floor(height * width / given)
    }
}

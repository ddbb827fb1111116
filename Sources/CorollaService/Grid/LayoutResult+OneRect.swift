import CorollaLayout

extension LayoutResult {
    /// The elements whose frames intersect `rect` (``Rect/intersects(_:)``), in natural order
    /// (section by section: header, items, footer): the elements ``LayoutIndex/elements(in:)``
    /// finds, by a scan of every frame. For a grid asked for one rect (`--rect`), or for a few
    /// (an estimated grid, soon replaced by the exact one), where indexing the frames first costs
    /// more than the queries.
    ///
    /// - Complexity: O(n) for n elements, no allocation but the k elements returned.
    public func elements(intersecting rect: Rect) -> [LayoutElement] {
        var found: [LayoutElement] = []
        for (section, frames) in sections.enumerated() {
            if let header = frames.header, header.intersects(rect) {
                found.append(LayoutElement(category: .header, section: section, item: 0, frame: header))
            }
            for (item, frame) in frames.items.enumerated() where frame.intersects(rect) {
                found.append(LayoutElement(category: .item, section: section, item: item, frame: frame))
            }
            if let footer = frames.footer, footer.intersects(rect) {
                found.append(LayoutElement(category: .footer, section: section, item: 0, frame: footer))
            }
        }
        return found
    }
}

extension PlacedSection {
    /// Refuses a section whose elements reach past the largest finite offset: lengths that are
    /// finite one by one but whose sum along the scroll axis overflows.
    ///
    /// Offsets only grow along the scroll axis, and a section ends past its last element, so a
    /// finite end means finite frames: the check is the end alone, and the elements are looked at
    /// only to name the culprit. (A fan's cards lie on an arc, not between the section's start and
    /// end: it checks each card as it places it.)
    ///
    /// - Throws: ``LayoutError`` naming the first element (header, item, footer) that ends at a
    ///   non-finite offset, or the section when only its insets or spacing pass the limit.
    /// - Complexity: O(1) when the section ends at a finite offset; O(m) for m items otherwise.
    func checkFiniteEnd(of job: SectionJob) throws {
        guard !end.isFinite else { return }
        let reason = { (element: String) in "the \(element) would end beyond the largest finite offset" }
        if let header, !header.maxY.isFinite {
            throw LayoutError(field: "sections[\(job.index)].header", value: "\(header.height)", reason: reason("header"))
        }
        if let index = items.firstIndex(where: { !$0.maxY.isFinite }) {
            throw LayoutError(
                field: job.field(job.firstItem + index, "height"), value: "\(items[index].height)", reason: reason("item"))
        }
        if let footer, !footer.maxY.isFinite {
            throw LayoutError(field: "sections[\(job.index)].footer", value: "\(footer.height)", reason: reason("footer"))
        }
        throw LayoutError(field: "sections[\(job.index)]", value: "\(end)", reason: reason("section"))
    }
}

import Foundation

extension FanLayout {
    /// Items between two checkpoints: a relayout replays at most this many items before the change.
    static let checkpointInterval = 64

    var resumesAtTheChange: Bool { true }

    var keepsFramesBeforeAChange: Bool { !fitsContainer }

    func validate(_ job: SectionJob) throws {
        try Validate.length(itemSize.width, "layout.itemSize.width")
        try Validate.length(itemSize.height, "layout.itemSize.height")
        try Validate.finite(startAngle, "layout.startAngle")
        try Validate.finite(angleStep, "layout.angleStep")
        try Validate.length(radiusFraction, "layout.radiusFraction")
        try Validate.finite(centerOffset.x, "layout.centerOffset.x")
        try Validate.finite(centerOffset.y, "layout.centerOffset.y")
        try Validate.finite(radiusFraction * job.container.height, "layout.radiusFraction")
        try Validate.finite(job.container.width / 2 + centerOffset.x, "layout.centerOffset.x")
        try Validate.finite(job.container.height + centerOffset.y, "layout.centerOffset.y")
        let margin = fittedMargin
        if fitsContainer, job.container.width < 2 * margin || job.container.height < 2 * margin {
            throw LayoutError(
                field: "layout.fitsContainer", value: "true",
                reason: "a fitted fan of \(itemSize.width)×\(itemSize.height) cards needs a container of at least "
                    + "\(2 * margin)×\(2 * margin) points (reduce layout.itemSize)")
        }
    }

    /// The container; a fitted fan's is one container height per fan.
    func contentSize(end: Double, container: Size, itemCount: Int) -> Size {
        guard fitsContainer else { return container }
        return Size(width: container.width, height: container.height * Double(fittedFanCount(itemCount, in: container)))
    }

    /// Places the section's header and footer strips below the earlier ones, then its cards on
    /// the arc (or a fitted fan's arcs) at their global positions.
    ///
    /// - Throws: ``LayoutError`` for a card whose frame would not be finite.
    /// - Complexity: O(m) for m items placed.
    func place(_ job: SectionJob) throws -> PlacedSection {
        var offset = job.start
        var placed = PlacedSection(end: job.start)
        placed.header = try job.supplementary(job.section.header ?? 0, "header", at: &offset)
        placed.footer = try job.supplementary(job.section.footer ?? 0, "footer", at: &offset)
        placed.end = offset

        let hub = Point(x: job.container.width / 2 + centerOffset.x, y: job.container.height + centerOffset.y)
        let radius = radiusFraction * job.container.height
        var rotations: [Double] = []
        rotations.reserveCapacity(job.frameCapacity)
        placed.items.reserveCapacity(job.frameCapacity)
        let fans = fitsContainer ? fittedFanCount(job.itemsInAll, in: job.container) : 1
        for index in job.firstItem..<job.itemCount {
            if index > 0 && index % Self.checkpointInterval == 0 && !fitsContainer {
                placed.checkpoints.append(Checkpoint(item: index, state: []))
            }
            var angle = startAngle + Double(job.itemsBefore + index) * angleStep
            var center = Point(x: hub.x + radius * cos(angle), y: hub.y + radius * sin(angle))
            if fitsContainer {
                (center, angle) = fittedPlace(of: job.itemsBefore + index, count: job.itemsInAll, fans: fans, in: job.container)
            }
            try Validate.finite(angle, "layout.angleStep")
            let rotation = Rotation(radians: angle + .pi / 2)
            let frame = rotation.boundingBox(of: itemSize, centeredAt: center)
            // Any non-finite component makes maxX or maxY non-finite too.
            guard frame.maxX.isFinite, frame.maxY.isFinite else {
                throw LayoutError(
                    field: "sections[\(job.index)].items[\(index)]", value: "\(frame.components)",
                    reason: "the card would reach beyond the largest finite offset (reduce layout.itemSize, "
                        + "layout.radiusFraction or layout.centerOffset)")
            }
            placed.items.append(frame)
            rotations.append(rotation.radians)
        }
        placed.rotations = rotations
        return placed
    }
}

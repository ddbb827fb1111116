import CorollaLayout
import Foundation

extension CardMeasurer {
    /// The sizes of many cards of one style at one width, in order; equal to measuring them one
    /// by one.
    ///
    /// Cards whose measured fields are identical are measured once, and the distinct ones are
    /// spread over all cores, each core with its own Pango context.
    public func measure(_ contents: [CardContent], style: CardStyle, width: Double) -> [Size] {
        measurements(contents, style: style, width: width).map(\.size)
    }

    /// The measurements (sizes and diagnostics) of many cards, as ``measure(_:style:width:)``.
    public func measurements(_ contents: [CardContent], style: CardStyle, width: Double) -> [CardMeasurement] {
        var slots: [MeasureKey: Int] = [:]
        var distinct: [CardContent] = []
        let slotOfCard = contents.map { content in
            let key = MeasureKey(content, style: style)
            if let slot = slots[key] { return slot }
            slots[key] = distinct.count
            distinct.append(content)
            return distinct.count - 1
        }
        let measured = measureConcurrently(distinct, style: style, width: width)
        return slotOfCard.map { measured[$0] }
    }

    /// Measures `contents` on all cores: worker `w` measures cards `w`, `w + workers`, …
    private func measureConcurrently(_ contents: [CardContent], style: CardStyle, width: Double)
        -> [CardMeasurement]
    {
        var results = Array(repeating: CardMeasurement(size: .zero), count: contents.count)
        let workers = min(ProcessInfo.processInfo.activeProcessorCount, contents.count)
        guard workers > 0 else { return results }
        results.withUnsafeMutableBufferPointer { buffer in
            // Each index is written by exactly one worker, so the writes never overlap.
            nonisolated(unsafe) let output = buffer
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for index in stride(from: worker, to: contents.count, by: workers) {
                    output[index] = measurement(of: contents[index], style: style, width: width)
                }
            }
        }
        return results
    }
}

/// The fields of a card that its style measures; cards with equal keys have equal sizes.
private struct MeasureKey: Hashable {
    var name: String
    var kind: String
    var notes: String
    var photoAspect: Double?

    init(_ content: CardContent, style: CardStyle) {
        name = style == .fixed ? "" : content.name
        kind = style == .card || style == .detail ? content.kind : ""
        notes = style == .detail ? content.notes : ""
        photoAspect = style == .detail ? content.photoAspect : nil
    }
}

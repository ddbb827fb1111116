import CorollaJSON
import CorollaLayout

/// A layout's frames as JSON, written straight into an output buffer: what `corolla layout` prints,
/// and `corolla grid --format json` with each card's plant.
public enum LayoutOutput {
    /// `{"contentSize": [w, h], "sections": [{"header", "footer", "items", "rotations"?}], "diagnostics": […]}`;
    /// with `plantIDs` (one per item, in item order) each section also has `"plantIds"`, and with
    /// `revision` (the catalog revision a grid shows) the object starts with `"revision"`.
    ///
    /// - Complexity: O(n) for n items; nothing is held besides the buffer.
    public static func writeFull(
        _ result: LayoutResult, plantIDs: [Int64]? = nil, revision: Int64? = nil, to writer: inout JSONStreamWriter
    ) throws {
        try writer.beginObject(plain: false)
        if let revision {
            try writer.key("revision")
            try writer.integer(revision)
        }
        try writer.key("contentSize")
        try writer.numbers([result.contentSize.width, result.contentSize.height])
        try writer.key("sections")
        try writer.beginArray(plain: result.sections.isEmpty)
        var start = 0
        for frames in result.sections {
            try writeSection(frames, plantIDs: plantIDs.map { $0.dropFirst(start).prefix(frames.items.count) }, to: &writer)
            start += frames.items.count
        }
        try writer.endArray()
        try writeDiagnostics(result, to: &writer)
        try writer.endObject()
    }

    /// `{"elements": [{"kind", "section", "item"?, "frame", "rotation"?}], "diagnostics": […]}`: the
    /// elements whose frames intersect `rect`, in natural order (section by section: header,
    /// items, footer). Headers and footers have no `item`; `rotation` is there for rotated items.
    /// With `plantIDs` (one per item, in item order) each item also has `"plantId"`, and with
    /// `revision` the object starts with `"revision"`.
    public static func writeElements(
        of result: LayoutResult, in rect: Rect, plantIDs: [Int64]? = nil, revision: Int64? = nil, to writer: inout JSONStreamWriter
    ) throws {
        let found = result.elements(intersecting: rect)
        let firstItem = result.itemOffsets
        try writer.beginObject(plain: false)
        if let revision {
            try writer.key("revision")
            try writer.integer(revision)
        }
        try writer.key("elements")
        try writer.beginArray(plain: found.isEmpty)
        for element in found {
            try writer.beginObject(plain: false)
            try writer.key("kind")
            try writer.string(kind(element.category))
            try writer.key("section")
            try writer.number(Double(element.section))
            if element.category == .item {
                try writer.key("item")
                try writer.number(Double(element.item))
            }
            try writer.key("frame")
            try writer.numbers(element.frame.components)
            if element.category == .item, let rotations = result.sections[element.section].rotations {
                try writer.key("rotation")
                try writer.number(rotations[element.item])
            }
            let item = firstItem[element.section] + element.item
            if element.category == .item, let plantIDs, plantIDs.indices.contains(item) {
                try writer.key("plantId")
                try writer.integer(plantIDs[item])
            }
            try writer.endObject()
        }
        try writer.endArray()
        try writeDiagnostics(result, to: &writer)
        try writer.endObject()
    }

    private static func writeSection(_ frames: SectionFrames, plantIDs: ArraySlice<Int64>?, to writer: inout JSONStreamWriter) throws {
        try writer.beginObject(plain: false)
        try writer.key("header")
        try writeFrame(frames.header, to: &writer)
        try writer.key("footer")
        try writeFrame(frames.footer, to: &writer)
        try writer.key("items")
        try writer.beginArray(plain: frames.items.isEmpty)
        for frame in frames.items {
            try writer.numbers([frame.origin.x, frame.origin.y, frame.size.width, frame.size.height])
        }
        try writer.endArray()
        if let rotations = frames.rotations {
            try writer.key("rotations")
            try writer.numbers(rotations)
        }
        if let plantIDs {
            try writer.key("plantIds")
            try writer.beginArray(plain: true)
            for id in plantIDs { try writer.integer(id) }
            try writer.endArray()
        }
        try writer.endObject()
    }

    /// `[x, y, w, h]`, or `null`.
    private static func writeFrame(_ frame: Rect?, to writer: inout JSONStreamWriter) throws {
        guard let frame else { return try writer.null() }
        try writer.numbers(frame.components)
    }

    private static func kind(_ category: LayoutElement.Category) -> String {
        switch category {
        case .header: "header"
        case .item: "item"
        case .footer: "footer"
        }
    }

    private static func writeDiagnostics(_ result: LayoutResult, to writer: inout JSONStreamWriter) throws {
        try writer.key("diagnostics")
        try writer.beginArray(plain: true)
        for diagnostic in result.diagnostics { try writer.string(diagnostic.description) }
        try writer.endArray()
    }
}

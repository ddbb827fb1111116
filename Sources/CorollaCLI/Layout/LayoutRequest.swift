import CorollaJSON
import CorollaLayout
import Foundation

/// What `corolla layout` reads: a container, a display scale, a layout and its sections.
///
/// `width`, `height`, `layout` (with its `type`) and `sections` are required; `scale` defaults to 0
/// (no pixel snapping). Every layout option takes its documented default when omitted.
struct LayoutRequest: Codable {
    var width: Double
    var height: Double
    var scale: Double
    var layout: AnyLayout
    var sections: [LayoutSection]

    init(width: Double, height: Double, scale: Double, layout: AnyLayout, sections: [LayoutSection]) {
        self.width = width
        self.height = height
        self.scale = scale
        self.layout = layout
        self.sections = sections
    }

    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        width = try values.decode(Double.self, forKey: .width)
        height = try values.decode(Double.self, forKey: .height)
        scale = try values.decodeIfPresent(Double.self, forKey: .scale) ?? 0
        layout = try values.decode(AnyLayout.self, forKey: .layout)
        sections = try values.decode([LayoutSection].self, forKey: .sections)
    }

    /// Reads a request: straight from its bytes (``read(_:)``) when it is valid and in the usual
    /// form, else parsed whole and decoded, which names the problem.
    ///
    /// - Throws: ``JSONSyntaxError`` naming the line and column of invalid JSON, or
    ///   ``JSONPathError`` naming the JSON path of a field that is missing, of the wrong type, or
    ///   unknown: bad input (exit 65), as ``Failure`` says of each.
    static func decode(_ bytes: [UInt8]) throws -> LayoutRequest {
        try read(bytes) ?? parse(bytes)
    }

    /// Parses the request whole into a tree, then decodes it with the path-naming decoder.
    ///
    /// - Throws: as ``decode(_:)``.
    static func parse(_ bytes: [UInt8]) throws -> LayoutRequest {
        let reader = JSONTreeDecoder { $0.first?.stringValue == "layout" ? "option" : "field" }
        return try reader.decode(LayoutRequest.self, from: try JSONParser.parseDocument(bytes).root)
    }

    /// Lays the request out.
    ///
    /// - Throws: ``LayoutError`` for a value the engine refuses, named by its JSON path.
    func run() throws -> LayoutResult {
        try layout.layout(sections, in: Size(width: width, height: height), scale: DisplayScale(scale))
    }
}

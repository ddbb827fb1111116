import CorollaCards
import CorollaLayout
import CorollaService
import Foundation

/// What `GET /api/grid` asks for: the collection view's size (in whole points) and the grid's
/// options, each absent one at the card grid's default (``GridDefaults``), as `corolla grid`
/// without the option.
struct GridQuery: Hashable, Sendable {
    static let arguments = ["width", "height", "layout", "style", "scale", "group_by", "kind", "needs_water", "search", "anchor"]
    /// The layouts the page can show (a fan rotates its cards, which card images are not).
    static let layouts: [AnyLayout.Kind] = [.waterfall, .grid, .flow, .aligned]
    /// The widest and tallest container, in points.
    static let maximumSide = 10_000.0

    var width: Double
    var height: Double
    var layout: AnyLayout.Kind
    var style: CardStyle
    var scale: Int
    var grouping: GridRequest.Grouping
    /// Only favorites of these kinds (`kind=fern,herb`; none: every kind).
    var kinds: [String]
    /// Only favorites that need water today.
    var needsWater: Bool
    /// Only favorites whose name, notes or kind contains this text, ignoring case (nil: all).
    var search: String?
    /// A plant whose frame the answer includes (to keep it in place after a resize).
    var anchor: Int64?

    /// Reads the query of `request`.
    ///
    /// - Throws: ``HTTPFailure`` 400 naming the argument that is missing, repeated or not a value
    ///   it takes.
    init(_ request: HTTPRequest) throws(HTTPFailure) {
        try request.accept(Self.arguments)
        width = try Self.side(request.requiredArgument("width"), "width")
        height = try request.argument("height").map { text throws(HTTPFailure) in try Self.side(text, "height") } ?? GridDefaults.containerHeight
        layout = try request.argument("layout").map { text throws(HTTPFailure) in try Self.choice(text, "layout", Self.layouts, \.rawValue) }
            ?? GridDefaults.layoutKind
        style = try request.argument("style").map { text throws(HTTPFailure) in try Self.choice(text, "style", CardStyle.allCases, \.rawValue) }
            ?? GridDefaults.style(for: layout)
        scale = try request.argument("scale").map { text throws(HTTPFailure) in try Self.choice(text, "scale", [1, 2, 3], \.description) }
            ?? GridDefaults.scale
        grouping = try request.argument("group_by").map { text throws(HTTPFailure) in
            try Self.choice(text, "group_by", GridRequest.Grouping.allCases, \.rawValue)
        } ?? GridDefaults.grouping
        kinds = (try request.argument("kind") ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        needsWater = try Self.choice(request.argument("needs_water") ?? "false", "needs_water", [false, true], \.description)
        search = try request.argument("search").flatMap { $0.isEmpty ? nil : $0 }
        anchor = try request.argument("anchor").map { text throws(HTTPFailure) in
            guard let id = Int64(text) else { throw HTTPFailure(400, "anchor must be a plant id, not '\(text)'") }
            return id
        }
    }

    /// The service request: `corolla grid`'s for the same options; ids and frames only, unless
    /// headers need their texts.
    var request: GridRequest {
        var request = GridRequest(defaultsFor: layout, width: width, height: height, includesContents: grouping != .none)
        request.style = style
        request.scale = DisplayScale(Double(scale))
        request.grouping = grouping
        request.showToday(kinds: kinds, needingWater: needsWater, matching: search)
        return request
    }

    /// What identifies the grid among the kept ones (with the revision).
    var description: String {
        "\(layout.rawValue) \(style.rawValue) \(grouping.rawValue) \(width)x\(height)@\(scale) kinds=\(kinds) search=\(String(reflecting: search)) "
            + "water=\(needsWater ? String(Int(request.date.timeIntervalSince1970)) : "any")"
    }

    /// A side in points, snapped down to a whole point (a grid, and what it caches, per whole point).
    private static func side(_ text: String, _ name: String) throws(HTTPFailure) -> Double {
        guard let value = Double(text), value.isFinite, value >= 1, value <= maximumSide else {
            throw HTTPFailure(400, "\(name) must be a number of points from 1 to \(Int(maximumSide)), not '\(text)'")
        }
        return value.rounded(.down)
    }

    private static func choice<Value>(
        _ text: String, _ name: String, _ values: [Value], _ label: (Value) -> String
    ) throws(HTTPFailure) -> Value {
        guard let value = values.first(where: { label($0) == text }) else {
            throw HTTPFailure(400, "\(name) must be one of \(values.map(label).joined(separator: ", ")), not '\(text)'")
        }
        return value
    }
}

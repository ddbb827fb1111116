import CorollaCards
import CorollaJSON
import CorollaLayout
import CorollaStore
import Foundation

/// The named values a grid is asked for with — what `corolla grid`'s options and `/api/grid`'s
/// query arguments set — each one not given at the card grid's default (``GridDefaults``). The
/// one place their limits, allowed values and messages are declared: ``request()`` checks them
/// and builds the ``GridRequest``, ``set(_:text:)`` reads one from its text.
public struct GridParameters: Sendable {
    /// Each value, by the name its errors give it; a front end calls it its own way (`--group-by`,
    /// `group_by`).
    public enum Name: String, Hashable, Sendable, CaseIterable {
        case width, height, layout, style, scale, grouping, headerHeight, kinds, search, needsWater
    }

    /// The container's sides, in points.
    public static let sides: ClosedRange<Double> = 1...10_000
    /// The display scales: frames snap to them and images are drawn at them.
    public static let scales: ClosedRange<Int> = ImageLimit.scales
    /// The lengths of a kind's header, in points.
    public static let headerHeights: ClosedRange<Double> = 0...1_000

    /// The container's width, in points.
    public var width: Double
    /// The container's height, in points.
    public var height = GridDefaults.containerHeight
    /// The layout, with the properties a front end set (``GridDefaults/layout(_:)`` otherwise).
    public var layout: AnyLayout
    /// The cards' style; nil: the layout's (``GridDefaults/style(for:)``).
    public var style: CardStyle?
    public var scale = GridDefaults.scale
    public var grouping = GridDefaults.grouping
    /// The length of each kind's header along the scroll axis, when grouping.
    public var headerHeight = GridDefaults.headerHeight
    /// Only favorites of these kinds, ignoring case (none: every kind).
    public var kinds: [String] = []
    /// Only favorites whose name, notes or kind contains this text, ignoring case (nil: all).
    public var search: String?
    /// Only favorites that need water on ``today``.
    public var needsWater = false
    /// The day watering is judged on.
    public var today = CalendarDate.today
    public var noCache = false
    /// What the grid is for: whether it is stored, what the result has, how the sides are taken.
    public var purpose = GridRequest.Purpose.export(.png)
    /// Light or dark cards.
    public var appearance = UserInterfaceStyle.light
    /// The part of the content drawn (see ``GridRequest/viewport``); nil: all of it.
    public var viewport: Rect?
    /// The part of the content shown first (see ``GridRequest/firstScreen``); nil: none.
    public var firstScreen: Rect?

    /// The card grid of `kind`, `width` points wide, every other value at its default.
    public init(width: Double, layout kind: AnyLayout.Kind = GridDefaults.layoutKind) {
        self.width = width
        layout = GridDefaults.layout(kind)
    }

    /// The request, once every value is within its limits and the layout accepts the container
    /// (its own checks; no layout is run).
    ///
    /// - Throws: ``GridParameterError`` naming the value.
    public func request() throws -> GridRequest {
        for (name, side) in [(Name.width, purpose.side(width)), (.height, purpose.side(height))] where !Self.sides.contains(side) {
            throw GridParameterError.invalid(name, problem: Self.sidesProblem, given: side.description)
        }
        guard Self.scales.contains(scale) else {
            throw GridParameterError.invalid(.scale, problem: Self.choiceProblem(Array(Self.scales), \.description), given: String(scale))
        }
        guard Self.headerHeights.contains(headerHeight) else {
            throw GridParameterError.invalid(
                .headerHeight, problem: "must be a number of points from 0 to \(Int(Self.headerHeights.upperBound))", given: "\(headerHeight)")
        }
        let request = assembled
        do {
            try layout.validate(in: request.container, scale: request.scale)
        } catch let error as LayoutError {
            throw GridParameterError.refused(LayoutRefusal(error, of: layout.kind))
        }
        return request
    }

    /// The style the cards are drawn in: ``style``, else the layout's.
    public var cardStyle: CardStyle { style ?? GridDefaults.style(for: layout.kind) }

    /// The request of these values, unchecked.
    var assembled: GridRequest {
        GridRequest(
            layout: layout, container: Size(width: purpose.side(width), height: purpose.side(height)),
            scale: DisplayScale(Double(scale)), style: cardStyle, date: today.midnightUTC, grouping: grouping, headerHeight: headerHeight,
            filter: Self.filter(kinds: kinds, search: search, needsWater: needsWater, on: today), noCache: noCache, purpose: purpose,
            viewport: viewport, userInterfaceStyle: appearance, firstScreen: firstScreen)
    }

    /// The favorites a grid shows: of `kinds` (none: every kind), containing `search`, and with
    /// `needsWater` needing water on `day`.
    static func filter(kinds: [String], search: String?, needsWater: Bool, on day: CalendarDate) -> PlantFilter {
        PlantFilter(kinds: kinds, search: search, needsWaterOn: needsWater ? day : nil)
    }

    /// Sets the value `name` from its text, as a query argument writes it: a number of points, a
    /// name among the allowed ones (`layouts` for the layout), `true` or `false`, kinds separated
    /// by commas or a search text (empty: none). A layout replaces the
    /// layout with that kind's defaults.
    ///
    /// - Throws: ``GridParameterError`` naming the value and what it must be.
    public mutating func set(_ name: Name, text: String, layouts: [AnyLayout.Kind] = AnyLayout.Kind.allCases) throws(GridParameterError) {
        switch name {
        case .width: width = try Self.side(text, name)
        case .height: height = try Self.side(text, name)
        case .headerHeight:
            guard let value = PlainDecimal.double(text), Self.headerHeights.contains(value) else {
                throw .invalid(name, problem: "must be a number of points from 0 to \(Int(Self.headerHeights.upperBound))", given: text)
            }
            headerHeight = value
        case .layout: layout = GridDefaults.layout(try Self.choice(text, name, layouts, \.rawValue))
        case .style: style = try Self.choice(text, name, CardStyle.allCases, \.rawValue)
        case .scale: scale = try Self.choice(text, name, Array(Self.scales), \.description)
        case .grouping: grouping = try Self.choice(text, name, GridRequest.Grouping.allCases, \.rawValue)
        case .kinds:
            let items = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            if text.isEmpty { kinds = [] } else if let empty = items.firstIndex(of: "") {
                throw .invalid(name, problem: "has an empty item (item \(empty + 1))", given: text)
            } else { kinds = items }
        case .search: search = text.isEmpty ? nil : text
        case .needsWater: needsWater = try Self.choice(text, name, [false, true], \.description)
        }
    }

    private static let sidesProblem = "must be a number of points from \(Int(sides.lowerBound)) to \(Int(sides.upperBound))"

    private static func side(_ text: String, _ name: Name) throws(GridParameterError) -> Double {
        guard let value = PlainDecimal.double(text), sides.contains(value) else { throw .invalid(name, problem: sidesProblem, given: text) }
        return value
    }

    private static func choiceProblem<Value>(_ values: [Value], _ label: (Value) -> String) -> String {
        "must be one of \(values.map(label).joined(separator: ", "))"
    }

    private static func choice<Value>(_ text: String, _ name: Name, _ values: [Value], _ label: (Value) -> String) throws(GridParameterError)
        -> Value
    {
        guard let value = values.first(where: { label($0) == text }) else {
            throw .invalid(name, problem: choiceProblem(values, label), given: text)
        }
        return value
    }
}

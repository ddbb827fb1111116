import CorollaCards
import CorollaJSON
import CorollaLayout
import CorollaService
import Foundation

/// What `GET /api/grid` asks for: the collection view's size (in whole points) and the grid's options, read by the
/// service's ``GridParameters`` (its limits, defaults and messages), each absent one at the card
/// grid's default, as `corolla grid` without the option.
struct GridQuery: Sendable {
    /// Each query argument and the grid value it sets.
    static let arguments: [(argument: String, name: GridParameters.Name)] = [
        ("width", .width), ("height", .height), ("layout", .layout), ("style", .style), ("scale", .scale), ("group_by", .grouping),
        ("kind", .kinds), ("needs_water", .needsWater), ("search", .search),
    ]
    /// The layouts the page can show: the registered ones that do not rotate their items (card
    /// images are drawn upright).
    static let layouts = AnyLayout.registered.filter { !$0.rotatesItems }.map { $0.kind }

    var parameters: GridParameters
    /// The service request: `corolla grid`'s for the same options, for the page
    /// (``GridRequest/Purpose/page(storing:)``).
    var request: GridRequest
    /// A plant whose frame the answer includes (to keep it in place after a resize).
    var anchor: Int64?

    /// Reads the query of `request`, for a grid stored in the caches when `storing`.
    ///
    /// - Throws: ``HTTPFailure`` 400 naming the argument that is missing, repeated or not a value
    ///   it takes, or the layout property the container cannot give.
    init(_ request: HTTPRequest, storing: Bool) throws(HTTPFailure) {
        try request.accept(Self.arguments.map(\.argument) + ["anchor"])
        parameters = GridParameters(width: GridParameters.sides.lowerBound)
        for (argument, name) in Self.arguments {
            guard let text = try name == .width ? request.requiredArgument(argument) : request.argument(argument) else { continue }
            do {
                try parameters.set(name, text: text, layouts: Self.layouts)
            } catch {
                throw HTTPFailure(.usage, error.message(calling: argument))
            }
        }
        parameters.purpose = .page(storing: storing)
        if storing {
            // The page's first screen is exact at once, the rest estimated and refined in the background
            // (which only a grid that is stored can be).
            parameters.firstScreen = Rect(x: 0, y: 0, width: parameters.width, height: parameters.height)
        }
        do {
            self.request = try parameters.request()
        } catch let error as GridParameterError {
            throw HTTPFailure(.usage, error.message(calling: Self.arguments.first { $0.name == Self.name(of: error) }?.argument ?? "the grid"))
        } catch {
            throw HTTPFailure(.usage, "the grid cannot be made: \(error)")
        }
        anchor = try request.argument("anchor").map { text throws(HTTPFailure) in
            guard let id = PlainDecimal.integer(text, as: Int64.self) else { throw HTTPFailure(.usage, "anchor must be a plant id, not '\(text)'") }
            return id
        }
    }

    /// What identifies the grid among the kept ones (with the revision).
    var description: String {
        "\(parameters.layout.kind.rawValue) \(request.style.rawValue) \(parameters.grouping.rawValue) \(request.container.width)x\(request.container.height)"
            + "@\(parameters.scale) kinds=\(parameters.kinds) search=\(String(reflecting: parameters.search)) "
            + "water=\(parameters.needsWater ? String(Int(request.date.timeIntervalSince1970)) : "any")"
    }

    private static func name(of error: GridParameterError) -> GridParameters.Name? {
        if case .invalid(let name, _, _) = error { return name }
        return nil
    }
}

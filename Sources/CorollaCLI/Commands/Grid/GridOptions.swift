import CorollaCards
import CorollaLayout
import CorollaService
import CorollaStore

/// The options that say which grid to compute, shared by `corolla grid` and `corolla cache warm`.
struct GridOptions {
    /// The container's sides: at least a point, at most 10,000.
    static let sides = 1.0...10_000

    static let specs: [OptionSpec] = [
        .option("width", value: "points", help: "The container's width (an iPhone is 390, an iPad 834).", default: "390"),
        .option("height", value: "points", help: "The container's height (what a fan's radius follows).", default: "844"),
        .option("layout", value: "name", help: "flow, aligned, waterfall, grid or fan.", default: "waterfall",
            completion: .choices(AnyLayout.Kind.self)),
    ] + LayoutFlag.all.map(\.spec) + [
        .option("style", value: "name", help: "The cards: card, detail (with notes), chip or fixed.", default: "card",
            completion: .choices(CardStyle.self)),
        .option("scale", value: "n", help: "The display scale frames snap to and PNGs are drawn at: 1, 2 or 3.", default: "2"),
        .option("group-by", value: "grouping", help: "none, or kind: one section per kind, with a header.", default: "none",
            completion: .choices(GridRequest.Grouping.self)),
        .option("header-height", value: "points", help: "The height of each kind's header when grouping.", default: "44"),
        .option("today", value: "date", help: "The day that decides which plants need water: YYYY-MM-DD (default: the local date)."),
        .flag("no-cache", help: "Compute everything afresh, reading and writing no cache (the result is the same)."),
    ]

    var width: Double
    var height: Double
    var kind: AnyLayout.Kind
    var style: CardStyle
    var scale: Int
    var grouping: GridRequest.Grouping
    var headerHeight: Double
    var today: CalendarDate
    var noCache: Bool
    /// The parsed options, for building the layout at another width (`cache warm`).
    private let values: ParsedValues

    /// Reads and checks the options.
    ///
    /// - Throws: ``UsageError`` for a size outside 1…10000 points, an unknown layout, style or
    ///   grouping, a scale other than 1, 2 or 3, or a layout flag the layout cannot use.
    init(_ values: ParsedValues) throws {
        self.values = values
        width = try values.value(Double.self, "width", in: Self.sides) ?? 390
        height = try values.value(Double.self, "height", in: Self.sides) ?? 844
        kind = try values.required(AnyLayout.Kind.self, "layout")
        style = try values.required(CardStyle.self, "style")
        scale = try values.value(Int.self, "scale", in: 1...3) ?? 2
        grouping = try values.required(GridRequest.Grouping.self, "group-by")
        headerHeight = try values.value(Double.self, "header-height", in: 0...1_000) ?? 44
        today = try values.value(CalendarDate.self, "today") ?? .today
        noCache = values.flag("no-cache")
        _ = try layout(width: width)
    }

    /// The layout at a container `width` points wide, checked by laying out one card, so that
    /// options the layout refuses are reported before any catalog is read.
    ///
    /// - Throws: ``UsageError``.
    func layout(width: Double) throws -> AnyLayout {
        let layout = try LayoutFlag.layout(kind, values, width: width)
        do {
            let sample = [LayoutSection(items: [.height(100)], header: grouping == .kind ? headerHeight : nil)]
            _ = try layout.layout(sample, in: Size(width: width, height: height), scale: DisplayScale(Double(scale)))
        } catch let error as LayoutError {
            throw UsageError(refusal: error, of: kind)
        }
        return layout
    }

    /// The request for a container `width` points wide (default: `--width`).
    func request(width: Double? = nil, includesContents: Bool) throws -> GridRequest {
        let width = width ?? self.width
        return GridRequest(
            layout: try layout(width: width), container: Size(width: width, height: height), scale: DisplayScale(Double(scale)), style: style,
            date: today.midnightUTC, grouping: grouping, headerHeight: headerHeight, noCache: noCache, includesContents: includesContents)
    }
}

extension AnyLayout.Kind: ChoiceArgument {}
extension CardStyle: ChoiceArgument {}
extension GridRequest.Grouping: ChoiceArgument {}

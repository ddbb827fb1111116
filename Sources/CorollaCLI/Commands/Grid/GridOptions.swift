import CorollaCards
import CorollaLayout
import CorollaService

/// The options that say which grid to compute, shared by `corolla grid` and `corolla cache warm`,
/// which each declare the container's width their own way.
struct GridOptions {
    /// The container's sides: at least a point, at most 10,000.
    static let sides = 1.0...10_000

    static let height = Option<Double>(
        "height", value: "points", help: "The container's height; a fan fits in it, each further fan (beyond what one shows legibly) below in another as high.",
        default: GridDefaults.containerHeight.argumentText, in: .range(sides))
    static let layout = Option<AnyLayout.Kind>(
        "layout", value: "name", help: "flow, aligned, waterfall, grid or fan.", default: GridDefaults.layoutKind.rawValue)
    static let style = Option<CardStyle?>(
        "style", value: "name",
        help: "The cards: card, detail (with notes and watering), chip, fixed or tile (default: \(defaultStyles)).")
    static let scale = Option<Int>(
        "scale", value: "n", help: "The display scale frames snap to and PNGs are drawn at: 1, 2 or 3.", default: GridDefaults.scale.argumentText,
        in: .range(1...3))
    static let grouping = Option<GridRequest.Grouping>(
        "group-by", value: "grouping", help: "none, or kind: one section per kind, with a header.", default: GridDefaults.grouping.rawValue)
    static let headerHeight = Option<Double>(
        "header-height", value: "points", help: "The height of each kind's header when grouping.", default: GridDefaults.headerHeight.argumentText,
        in: .range(0...1_000))
    static let today = Option<CalendarDate>(
        "today", value: "date", help: "The day that decides which plants need water: YYYY-MM-DD, today or yesterday.", default: "today")
    static let noCache = Flag("no-cache", help: "Compute everything afresh, reading and writing no cache (the result is the same).")

    /// Each layout's default card style, as the help says it: `chip for aligned, tile for fan, card
    /// otherwise`.
    static var defaultStyles: String {
        let styles = AnyLayout.Kind.allCases.map { ($0, GridDefaults.style(for: $0)) }
        let counts = Dictionary(styles.map { ($0.1, 1) }, uniquingKeysWith: +)
        guard let common = counts.max(by: { $0.value < $1.value })?.key else { return "" }
        let others = styles.filter { $0.1 != common }.map { "\($0.1.rawValue) for \($0.0.rawValue)" }
        return (others + ["\(common.rawValue) otherwise"]).joined(separator: ", ")
    }

    /// The flags that set the seed's fan geometry: given any, the fan keeps it instead of fitting
    /// the container.
    static let seedFanFlags = ["start-angle", "angle-step", "radius-fraction"]

    /// The options, in the help page's order (after the width).
    static let all: [any OptionDeclaration] = [height, layout] + LayoutFlags.all + [style, scale, grouping, headerHeight, today, noCache]

    var height: Double
    /// The layout, its properties set by the layout flags.
    var layout: AnyLayout
    var style: CardStyle
    var scale: Int
    var grouping: GridRequest.Grouping
    var headerHeight: Double
    var today: CalendarDate
    var noCache: Bool
    /// The lengths the layout flags set, which must be narrower than the container.
    private var lengths: [LayoutLength]

    /// Reads the options.
    ///
    /// - Throws: ``UsageError`` for a layout flag the layout does not take.
    init(_ values: ParsedValues) throws {
        height = try values[Self.height]
        var layout = GridDefaults.layout(try values[Self.layout])
        lengths = try LayoutFlags.all.flatMap { try $0.apply(values, to: &layout) }
        if case .fan(var fan) = layout, Self.seedFanFlags.contains(where: { values.options[$0] != nil }) {
            fan.fitsContainer = false
            layout = .fan(fan)
        }
        self.layout = layout
        style = try values[Self.style] ?? GridDefaults.style(for: layout.kind)
        scale = try values[Self.scale]
        grouping = try values[Self.grouping]
        headerHeight = try values[Self.headerHeight]
        today = try values[Self.today]
        noCache = try values[Self.noCache]
    }

    /// The request for a container `width` points wide, once the layout accepts that container:
    /// the layout flags' lengths narrower than it, and the layout's own checks (no layout is run),
    /// so that options the layout refuses are reported before any catalog is read.
    ///
    /// - Throws: ``UsageError`` naming the flag the layout cannot use at this width.
    func request(width: Double, includesContents: Bool) throws -> GridRequest {
        let container = Size(width: width, height: height)
        let scale = DisplayScale(Double(scale))
        for length in lengths { try length.check(width: width) }
        do {
            try layout.validate(in: container, scale: scale)
        } catch let error as LayoutError {
            throw UsageError(refusal: error, of: layout.kind)
        }
        return GridRequest(
            layout: layout, container: container, scale: scale, style: style, date: today.midnightUTC, grouping: grouping,
            headerHeight: headerHeight, noCache: noCache, includesContents: includesContents)
    }
}

extension AnyLayout.Kind: ChoiceArgument {}
extension CardStyle: ChoiceArgument {}
extension GridRequest.Grouping: ChoiceArgument {}
extension UserInterfaceStyle: ChoiceArgument {}

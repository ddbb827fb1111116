import CorollaCards
import CorollaLayout
import CorollaService

/// The options that say which grid to compute, shared by `corolla grid` and `corolla cache warm`,
/// which each declare the container's width their own way.
struct GridOptions {
    /// The container's sides (``GridParameters/sides``).
    static let sides = GridParameters.sides

    static let height = Option<Double>(
        "height", value: "points", help: "The container's height; a fan fits in it, each further fan (beyond what one shows legibly) below in another as high.",
        default: GridDefaults.containerHeight.argumentText, in: .range(sides))
    static let layout = Option<AnyLayout.Kind>(
        "layout", value: "name", help: layoutNames + ".", default: GridDefaults.layoutKind.rawValue)
    static let style = Option<CardStyle?>(
        "style", value: "name",
        help: "The cards: card, detail (with notes and watering), chip, fixed or tile (default: \(defaultStyles)).")
    static let scale = Option<Int>(
        "scale", value: "n", help: "The display scale frames snap to and PNGs are drawn at: 1, 2 or 3.", default: GridDefaults.scale.argumentText,
        in: .range(GridParameters.scales))
    static let grouping = Option<GridRequest.Grouping>(
        "group-by", value: "grouping", help: "none, or kind: one section per kind, with a header.", default: GridDefaults.grouping.rawValue)
    static let headerHeight = Option<Double>(
        "header-height", value: "points", help: "The height of each kind's header when grouping.", default: GridDefaults.headerHeight.argumentText,
        in: .range(GridParameters.headerHeights))
    static let today = Option<CalendarDate>(
        "today", value: "date", help: "The day that decides which plants need water: YYYY-MM-DD, today or yesterday.", default: "today")
    static let noCache = Flag("no-cache", help: "Compute everything afresh, reading and writing no cache (the result is the same).")

    /// The registered layouts' names, as the help says them: `flow, aligned, waterfall, grid or fan`.
    static var layoutNames: String {
        let names = AnyLayout.registered.map { $0.kind.rawValue }
        guard let last = names.last, names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }

    /// Each layout's default card style, as the help says it: `chip for aligned, tile for fan, card
    /// otherwise`.
    static var defaultStyles: String {
        let styles = AnyLayout.Kind.allCases.map { ($0, GridDefaults.style(for: $0)) }
        let counts = Dictionary(styles.map { ($0.1, 1) }, uniquingKeysWith: +)
        guard let common = counts.max(by: { $0.value < $1.value })?.key else { return "" }
        let others = styles.filter { $0.1 != common }.map { "\($0.1.rawValue) for \($0.0.rawValue)" }
        return (others + ["\(common.rawValue) otherwise"]).joined(separator: ", ")
    }

    /// The options, in the help page's order (after the width).
    static let all: [any OptionDeclaration] = [height, layout] + LayoutFlags.all + [style, scale, grouping, headerHeight, today, noCache]

    /// The grid's values but the width, which each request gives.
    private(set) var parameters: GridParameters
    /// The lengths the layout flags set, which must be narrower than the container.
    private var lengths: [LayoutLength]

    /// The layout, its properties set by the layout flags.
    var layout: AnyLayout { parameters.layout }
    var style: CardStyle { parameters.cardStyle }

    /// Reads the options.
    ///
    /// - Throws: ``UsageError`` for a layout flag the layout does not take, or a header height
    ///   without grouping.
    init(_ values: ParsedValues) throws {
        parameters = GridParameters(width: Self.sides.lowerBound, layout: try values[Self.layout])
        var layout = parameters.layout
        lengths = try LayoutFlags.all.flatMap { try $0.apply(values, to: &layout) }
        let given = LayoutFlags.all.map(\.spec.name).filter { values.options[$0] != nil }
        parameters.layout = layout.afterGiving(given.map(LayoutSettingName.init(rawValue:)))
        parameters.height = try values[Self.height]
        parameters.style = try values[Self.style]
        parameters.scale = try values[Self.scale]
        parameters.grouping = try values[Self.grouping]
        parameters.headerHeight = try values[Self.headerHeight]
        if values.isGiven(Self.headerHeight), parameters.grouping != .kind {
            throw UsageError(message: "'\(Self.headerHeight.spec.longName)' sets the height of the kinds' headers: add '\(Self.grouping.spec.longName) kind'.")
        }
        parameters.today = try values[Self.today]
        parameters.noCache = try values[Self.noCache]
    }

    /// Shows only the favorites `--kind`, `--search` and `--needs-water` select (on `--today`).
    ///
    /// - Throws: ``UsageError`` for an option's invalid value.
    mutating func select(_ values: ParsedValues) throws {
        parameters.kinds = try values.all(PlantFilterOptions.kind).compactMap { $0 }
        parameters.search = try values[PlantFilterOptions.search]
        parameters.needsWater = try values[PlantFilterOptions.needsWater]
    }

    /// The request for a container `width` points wide, once the layout accepts that container:
    /// the layout flags' lengths narrower than it, and the layout's own checks (no layout is run),
    /// so that options the layout refuses are reported before any catalog is read.
    ///
    /// - Parameter setting: sets the values a command gives its own way.
    /// - Throws: ``UsageError`` naming the flag the layout cannot use at this width.
    func request(width: Double, purpose: GridRequest.Purpose, setting: (inout GridParameters) throws -> Void = { _ in }) throws -> GridRequest {
        for length in lengths { try length.check(width: width) }
        var parameters = parameters
        parameters.width = width
        parameters.purpose = purpose
        try setting(&parameters)
        do {
            return try parameters.request()
        } catch let error as GridParameterError {
            throw UsageError(error)
        }
    }

    /// The flag that sets each of the grid's values.
    static func flag(_ name: GridParameters.Name) -> String {
        switch name {
        case .width: GridCommand.width.spec.longName
        case .height: height.spec.longName
        case .layout: layout.spec.longName
        case .style: style.spec.longName
        case .scale: scale.spec.longName
        case .grouping: grouping.spec.longName
        case .headerHeight: headerHeight.spec.longName
        case .kinds: PlantFilterOptions.kind.spec.longName
        case .search: PlantFilterOptions.search.spec.longName
        case .needsWater: PlantFilterOptions.needsWater.spec.longName
        }
    }
}

extension UsageError {
    /// A grid value the service refuses, naming the flag that gives it (and for a layout's
    /// property, the flag that sets it).
    init(_ error: GridParameterError) {
        switch error {
        case .invalid(let name, _, _):
            self.init(message: error.message(calling: "'\(GridOptions.flag(name))'") + ".")
        case .refused(let refusal):
            self.init(message: refusal.message(setting: LayoutFlags.setting(refusal.property, of: refusal.kind)?.spec.longName))
        }
    }
}

extension AnyLayout.Kind: ChoiceArgument {}
extension CardStyle: ChoiceArgument {}
extension GridRequest.Grouping: ChoiceArgument {}
extension UserInterfaceStyle: ChoiceArgument {}

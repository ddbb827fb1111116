import CorollaCards
import CorollaLayout
import CorollaService

/// The options that say which grid to compute, an option group shared by `corolla grid` and
/// `corolla cache warm`, which each declare the container's width their own way.
struct GridOptions: ParsableArguments {
    /// The container's sides (``GridParameters/sides``).
    static let sides = GridParameters.sides

    @Option(
        value: "points", help: "The container's height; a fan fits in it, each further fan (beyond what one shows legibly) below in another as high.",
        in: .range(GridParameters.sides))
    var height: Double = GridDefaults.containerHeight
    @Option(name: "layout", value: "name", help: GridOptions.layoutNames + ".") var layoutKind: AnyLayout.Kind = GridDefaults.layoutKind
    @OptionGroup var layoutFlags: LayoutFlags
    @Option(
        name: "style", value: "name",
        help: "The cards: card, detail (with notes and watering), chip, fixed or tile (default: \(GridOptions.defaultStyles)).")
    var givenStyle: CardStyle?
    @Option(value: "n", help: "The display scale frames snap to and PNGs are drawn at: 1, 2 or 3.", in: .range(GridParameters.scales))
    var scale: Int = GridDefaults.scale
    @Option(name: "group-by", value: "grouping", help: "none, or kind: one section per kind, with a header.")
    var grouping: GridRequest.Grouping = GridDefaults.grouping
    @Option(value: "points", help: "The height of each kind's header when grouping.", in: .range(GridParameters.headerHeights))
    var headerHeight: Double = GridDefaults.headerHeight
    @Option(value: "date", help: "The day that decides which plants need water: YYYY-MM-DD, today or yesterday.", default: "today")
    var today: CalendarDate
    @Flag(help: "Compute everything afresh, reading and writing no cache (the result is the same).") var noCache: Bool

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

    /// The grid's values but the width, which each request gives (``validate()``).
    private(set) var parameters = GridParameters(width: GridParameters.sides.lowerBound)
    /// The lengths the layout flags set, which must be narrower than the container.
    private var lengths: [LayoutLength] = []

    /// The layout, its properties set by the layout flags.
    var layout: AnyLayout { parameters.layout }
    var style: CardStyle { parameters.cardStyle }

    /// Sets the layout flags on the layout, and the other values.
    ///
    /// - Throws: ``UsageError`` for a layout flag the layout does not take, or a header height
    ///   without grouping.
    mutating func validate() throws {
        parameters = GridParameters(width: Self.sides.lowerBound, layout: layoutKind)
        var layout = parameters.layout
        let given = layoutFlags.given
        lengths = try layoutFlags.all.flatMap { try $0.apply(to: &layout, given: given) }
        parameters.layout = layout.afterGiving(given.map(LayoutSettingName.init(rawValue:)))
        parameters.height = height
        parameters.style = givenStyle
        parameters.scale = scale
        parameters.grouping = grouping
        parameters.headerHeight = headerHeight
        if $headerHeight.isGiven, grouping != .kind {
            throw UsageError(message: "'\($headerHeight.spec.longName)' sets the height of the kinds' headers: add '\($grouping.spec.longName) kind'.")
        }
        parameters.today = today
        parameters.noCache = noCache
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
        let options = declared
        return switch name {
        case .width: GridCommand.declared.$width.spec.longName
        case .height: options.$height.spec.longName
        case .layout: options.$layoutKind.spec.longName
        case .style: options.$givenStyle.spec.longName
        case .scale: options.$scale.spec.longName
        case .grouping: options.$grouping.spec.longName
        case .headerHeight: options.$headerHeight.spec.longName
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

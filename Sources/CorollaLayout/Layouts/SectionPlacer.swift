/// The engine shared by every layout: sections are placed one after another along the scroll
/// axis in a vertical, left-to-right coordinate space; horizontal scrolling transposes the
/// inputs and outputs and right-to-left mirrors them, so each layout is written once.
protocol SectionPlacer: CollectionLayout {
    /// The axis the content scrolls along.
    var scrollDirection: ScrollDirection { get }
    /// The reading direction: right-to-left mirrors the frames.
    var layoutDirection: LayoutDirection { get }

    /// Whether a checkpoint at the changed item itself is a place to resume from: true when an
    /// item's frame does not depend on the items after it (waterfall, grid, fan); false for the
    /// flows, where a changed item may move up to the previous line and a last line is spread
    /// differently once it is no longer last.
    var resumesAtTheChange: Bool { get }

    /// Refuses an impossible configuration: an impossible option, or options that cannot fit
    /// `job`'s container (in vertical space) for `job`'s section, which takes the layout's own
    /// (no inset or column count of its own) and has no items.
    func validate(_ job: SectionJob) throws

    /// Places one section's header, items from `job.resume` on, and footer.
    func place(_ job: SectionJob) throws -> PlacedSection

    /// What `placed` settles: `job` is a section cut after its first items (`job.itemCount`, at
    /// least one, placed from the top) of more, and its `itemsInAll` counts every item, the cut
    /// ones too. Each layout says how many of the placed items have their final frames whatever
    /// the items after them, and the offset no later element can start before (a waterfall: its
    /// shortest column; flows and grids: the last line or row, which later items may still join).
    func frontier(of placed: PlacedSection, _ job: SectionJob) -> SectionFrontier

    /// Whether a relayout may keep what comes before a change: false when every frame depends
    /// on the number of items (a fitted fan), so a relayout places everything again.
    var keepsFramesBeforeAChange: Bool { get }

    /// The content size for sections ending at `end`, `itemCount` items in all, in vertical space.
    func contentSize(end: Double, container: Size, itemCount: Int) -> Size
}

extension SectionPlacer {
    var layoutDirection: LayoutDirection { .leftToRight }

    var resumesAtTheChange: Bool { false }

    var keepsFramesBeforeAChange: Bool { true }

    func contentSize(end: Double, container: Size, itemCount: Int) -> Size {
        Size(width: container.width, height: end)
    }
}

/// One section to place, in the layout's vertical space.
struct SectionJob {
    /// The section's index.
    var index: Int
    /// The section as given: read its items and inset through ``item(_:)`` and
    /// ``sectionInset(default:)``, which turn them into vertical space.
    var section: LayoutSection
    /// The scroll-axis offset where the section starts.
    var start: Double
    /// The number of items in all earlier sections.
    var itemsBefore: Int
    /// The number of items in all sections.
    var itemsInAll: Int
    /// The container, transposed when scrolling horizontally.
    var container: Size
    var scale: DisplayScale
    /// The axis the layout scrolls along: a placer turns its own sizes with ``orient(_:)``.
    var scrollDirection: ScrollDirection
    /// Where to resume, or `nil` to place the section from its first item.
    var resume: Checkpoint?

    /// The first item this job places.
    var firstItem: Int { resume?.item ?? 0 }

    /// The number of items in the section.
    var itemCount: Int { section.items.count }

    /// The room to reserve for the frames this job places: its items plus an eighth of the section,
    /// so that the first append after a layout does not copy every earlier frame (relayout stays
    /// O(m)). Untouched room costs address space, not resident memory.
    var frameCapacity: Int { itemCount - firstItem + itemCount / 8 }

    /// The item at `index`, its width and height exchanged when scrolling horizontally.
    func item(_ index: Int) -> LayoutItem { orient(section.items[index]) }

    /// An item of the section as seen in vertical space: its width and height exchanged when
    /// scrolling horizontally.
    @inline(__always)
    func orient(_ item: LayoutItem) -> LayoutItem {
        guard scrollDirection == .horizontal else { return item }
        return LayoutItem(width: item.height, height: item.width, span: item.span)
    }

    /// The section's inset (its own, or the layout's `fallback`) in vertical space.
    func sectionInset(default fallback: EdgeInsets) -> EdgeInsets { orient(section.sectionInset ?? fallback) }

    /// The field ``sectionInset(default:)`` comes from: the section's own inset, or the layout's.
    var sectionInsetField: String {
        section.sectionInset == nil ? "layout.sectionInset" : "sections[\(index)].sectionInset"
    }

    /// The path of a field of an item in a layout request (with its untransposed name).
    func field(_ item: Int, _ name: String) -> String {
        let turned = ["width": "height", "height": "width"]
        let shown = scrollDirection == .horizontal ? turned[name] ?? name : name
        return Validate.itemField(index, item, shown)
    }

    /// A size of the configuration as seen in vertical space.
    func orient(_ size: Size) -> Size { scrollDirection == .horizontal ? size.transposed : size }

    /// Insets of the configuration as seen in vertical space.
    func orient(_ insets: EdgeInsets) -> EdgeInsets { scrollDirection == .horizontal ? insets.transposed : insets }
}

/// What a placer produced for one section, in vertical space.
struct PlacedSection {
    var header: Rect?
    var footer: Rect?
    /// Frames of the items from the job's first item on.
    var items: [Rect] = []
    /// Rotations of the same items, for layouts that rotate them.
    var rotations: [Double]?
    /// Checkpoints at or after the job's first item.
    var checkpoints: [Checkpoint] = []
    /// Where the next section starts.
    var end: Double
    var diagnostics: [LayoutDiagnostic] = []
}

/// Equal columns across a section: how the waterfall and the grid divide the width that the
/// section's insets leave.
struct Columns {
    /// How a layout picks its column count when the section does not set its own.
    enum Rule {
        /// Exactly `count` columns; `field` names the option in a request.
        case fixed(Int, field: String)
        /// As many columns at least `minimumWidth` wide as fit; `field` names the option.
        case adaptive(minimumWidth: Double, field: String)
    }

    /// The most columns a section may have: more would only exhaust memory.
    static let maximumCount = 10_000

    let count: Int
    let width: Double
    let spacing: Double
    let inset: EdgeInsets

    /// The columns of `job`'s section: its own `columnCount` when set, else `rule`.
    ///
    /// Column width = `floorToPixel((available − (n−1)·spacing) / n)` (CHT), where `available` is
    /// the container width less the section's left and right insets; the adaptive count is
    /// `max(1, ⌊(available + spacing) / (minimumWidth + spacing)⌋)`.
    ///
    /// - Complexity: O(1).
    init(for job: SectionJob, inset fallback: EdgeInsets, spacing: Double, rule: Rule) throws {
        inset = job.sectionInset(default: fallback)
        if job.section.sectionInset != nil { try Validate.insets(inset, "sections[\(job.index)].sectionInset") }
        let available = job.container.width - inset.horizontal
        try Validate.room(available, job.sectionInsetField, insets: inset, container: job.container.width)
        self.spacing = spacing
        let field: String
        let wanted: Double
        if let own = job.section.columnCount {
            field = "sections[\(job.index)].columnCount"
            try Validate.count(own, field)
            wanted = Double(own)
        } else {
            switch rule {
            case .fixed(let count, let name):
                field = name
                wanted = Double(count)
            case .adaptive(let minimum, let name):
                field = name
                wanted = max(1, ((available + spacing) / (minimum + spacing)).rounded(.down))
            }
        }
        guard wanted <= Double(Self.maximumCount) else {
            throw LayoutError(
                field: field, value: "\(wanted)", reason: "gives more than \(Self.maximumCount) columns")
        }
        count = Int(wanted)
        width = job.scale.floor((available - Double(count - 1) * spacing) / Double(count))
        guard width > 0 else {
            throw LayoutError(
                field: field, value: "\(count) columns",
                reason: "\(count) columns with spacing \(spacing) do not fit in \(available) points")
        }
    }

    /// The leading edge of `column`.
    func x(of column: Int) -> Double {
        inset.left + (width + spacing) * Double(column)
    }

    /// The width of an item covering `span` columns.
    func width(spanning span: Int) -> Double {
        Double(span) * width + Double(span - 1) * spacing
    }
}

extension FlowLayout {
    /// UIKit's line rule, without a maximum gap.
    var lineSpread: LineSpread { .justified(maximum: nil) }

    /// UIKit centres items vertically in their line.
    var crossAlignment: Double { 0.5 }

    func validate(_ job: SectionJob) throws {
        try validateFlowOptions(job)
    }
}

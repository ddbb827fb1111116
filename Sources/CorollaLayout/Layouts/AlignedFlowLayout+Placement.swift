extension AlignedFlowLayout {
    var lineSpread: LineSpread {
        switch horizontalAlignment {
        case .leading: .packed(freeSpaceBefore: 0)
        case .center: .packed(freeSpaceBefore: 0.5)
        case .trailing: .packed(freeSpaceBefore: 1)
        case .justified: .justified(maximum: maximumInteritemSpacing)
        }
    }

    var crossAlignment: Double {
        switch verticalAlignment {
        case .top: 0
        case .center: 0.5
        case .bottom: 1
        }
    }

    func validate(_ job: SectionJob) throws {
        try validateFlowOptions(job)
        guard let maximum = maximumInteritemSpacing else { return }
        try Validate.length(maximum, "layout.maximumInteritemSpacing")
        guard maximum >= minimumInteritemSpacing else {
            throw LayoutError(
                field: "layout.maximumInteritemSpacing", value: "\(maximum)",
                reason: "must not be less than minimumInteritemSpacing (\(minimumInteritemSpacing))")
        }
    }
}

import CorollaLayout

extension Size: ArgumentValue {
    /// `WxH`: each side from 1 to 10000 points.
    init?(argument: String) {
        let sides = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Double(argument: String($0)) }
        guard sides.count == 2, let width = sides[0], let height = sides[1], [width, height].allSatisfy(GridOptions.sides.contains) else {
            return nil
        }
        self.init(width: width, height: height)
    }

    static var expectation: String {
        "a size WxH, each side from \(GridOptions.sides.lowerBound.argumentText) to \(GridOptions.sides.upperBound.argumentText) points"
    }
}

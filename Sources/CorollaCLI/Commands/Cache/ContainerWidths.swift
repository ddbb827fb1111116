/// `--widths 390,834,1024`: container widths, each within ``GridOptions/sides`` (an empty item is
/// refused).
struct ContainerWidths: ArgumentValue {
    var widths: [Double]

    init?(argument: String) {
        let widths = argument.split(separator: ",", omittingEmptySubsequences: false).map { Double(argument: String($0)) }
        guard !widths.isEmpty else { return nil }
        var checked: [Double] = []
        for width in widths {
            guard let width, GridOptions.sides.contains(width) else { return nil }
            checked.append(width)
        }
        self.widths = checked
    }

    static var expectation: String {
        "widths from \(GridOptions.sides.lowerBound.argumentText) to \(GridOptions.sides.upperBound.argumentText) points, comma-separated"
    }
}

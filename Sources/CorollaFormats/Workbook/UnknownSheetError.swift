/// `--sheet NAME` names no sheet of the workbook: a usage error (the command line is wrong, not
/// the file), listing the sheets it has.
public struct UnknownSheetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as the user named it.
    public var file: String
    /// The sheet asked for.
    public var name: String
    /// The workbook's sheets, in workbook order.
    public var sheets: [String]

    /// `plants.xlsx has no sheet 'Plnts'; its sheets: 'Plants', 'History'`.
    public var description: String {
        "\(file) has no sheet '\(name)'; its sheets: " + sheets.map { "'\($0)'" }.joined(separator: ", ")
    }
}

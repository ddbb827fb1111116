/// Something a layout corrected instead of failing, such as an item wider than its line.
public struct LayoutDiagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The section concerned.
    public var section: Int
    /// The item concerned, or `nil` when the diagnostic is about the whole section.
    public var item: Int?
    public var message: String

    public init(section: Int, item: Int? = nil, message: String) {
        self.section = section
        self.item = item
        self.message = message
    }

    public var description: String {
        guard let item else { return "section \(section): \(message)" }
        return "section \(section) item \(item): \(message)"
    }
}

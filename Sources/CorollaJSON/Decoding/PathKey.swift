/// A coding key for a path: a member name or an array index.
struct PathKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(_ name: String) {
        stringValue = name
        intValue = nil
    }

    init(index: Int) {
        stringValue = "\(index)"
        intValue = index
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) { self.init(index: intValue) }
}

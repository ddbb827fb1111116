extension CalendarDate: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .text(description) }
    public init?(databaseValue: DatabaseValue) {
        guard case .text(let text) = databaseValue else { return nil }
        self.init(iso: text)
    }
}

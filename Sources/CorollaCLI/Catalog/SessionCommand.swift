/// A catalog command that reads nothing from its command line but the common options
/// (``CommonOptions/all``): it is made from its ``Session`` alone.
protocol SessionCommand: CatalogCommand {
    init(session: Session)
}

extension SessionCommand {
    init(_ values: ParsedValues) throws {
        self.init(session: try Session(values))
    }
}

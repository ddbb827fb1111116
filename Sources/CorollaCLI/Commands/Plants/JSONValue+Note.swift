import CorollaJSON

extension JSONValue {
    /// The object with a `note` member saying `note`, when there is one.
    func adding(note: String?) -> JSONValue {
        adding(note.map { [JSONMember("note", .string($0))] } ?? [])
    }
}

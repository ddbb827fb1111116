/// Decodes `Decodable` types from a ``JSONValue`` with errors that name the JSON path of the bad
/// value, without Foundation's opaque `DecodingError` messages, and refuses keys that no decoded
/// type asked for (`layout.columCount: unknown option; did you mean 'columnCount'?`).
public struct JSONTreeDecoder {
    /// What an unknown key at a coding path is called in messages: "option", "field"…
    public var noun: ([CodingKey]) -> String

    public init(noun: @escaping ([CodingKey]) -> String = { _ in "field" }) {
        self.noun = noun
    }

    /// Decodes a `T` from `value`, then checks that every key of every object read was known.
    ///
    /// - Throws: ``JSONPathError``.
    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        let usage = KeyUsage()
        let decoded: T
        do {
            decoded = try TreeDecoder(value: value, codingPath: [], usage: usage).unbox(type)
        } catch let error as DecodingError {
            throw Self.translate(error)
        }
        if let unknown = usage.firstUnknownKey() {
            throw JSONPathError(unknown.path, unknownKeyReason(unknown.key, known: unknown.known, at: unknown.path))
        }
        return decoded
    }

    private func unknownKeyReason(_ key: String, known: [String], at path: [CodingKey]) -> String {
        let reason = "unknown \(noun(path))"
        if let near = Suggestion.closest(to: key, among: known) { return reason + "; did you mean '\(near)'?" }
        return reason + " (known: \(known.joined(separator: ", ")))"
    }

    /// A `DecodingError` thrown by a type's own decoding code, with its path.
    private static func translate(_ error: DecodingError) -> JSONPathError {
        switch error {
        case .keyNotFound(let key, let context): JSONPathError(context.codingPath + [key], "missing required field")
        case .valueNotFound(_, let context), .typeMismatch(_, let context), .dataCorrupted(let context):
            JSONPathError(context.codingPath, context.debugDescription)
        @unknown default: JSONPathError([], "\(error)")
        }
    }
}

import CorollaService

/// A value in a JSON document that a type cannot use, named by its path
/// (`sections[0].items[2].height: expected a number, found a string`).
struct JSONPathError: Error, CustomStringConvertible {
    /// The path of the value: `layout.columnCount`, `sections[0].items[1]`, or empty for the document.
    var path: String
    var reason: String

    init(_ codingPath: [CodingKey], _ reason: String) {
        path = Self.render(codingPath)
        self.reason = reason
    }

    var description: String { path.isEmpty ? "the request: \(reason)" : "\(path): \(reason)" }

    /// `sections[0].items[2].height` from coding keys.
    static func render(_ codingPath: [CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }
}

/// Decodes `Decodable` types from a ``JSONValue`` with errors that name the JSON path of the bad
/// value, without Foundation's opaque `DecodingError` messages, and refuses keys that no decoded
/// type asked for (`layout.columCount: unknown option; did you mean 'columnCount'?`).
struct JSONTreeDecoder {
    /// What an unknown key at a coding path is called in messages: "option", "field"…
    var noun: ([CodingKey]) -> String = { _ in "field" }

    /// Decodes a `T` from `value`, then checks that every key of every object read was known.
    ///
    /// - Throws: ``JSONPathError``.
    func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
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

/// Which keys of each object the decoded types asked for.
final class KeyUsage {
    private var objects: [(path: [CodingKey], keys: [String], requested: Set<String>)] = []
    private var slots: [String: Int] = [:]

    /// Starts (or continues) recording the object at `path`; returns its slot.
    func register(_ path: [CodingKey], keys: [String]) -> Int {
        let name = JSONPathError.render(path)
        if let slot = slots[name] { return slot }
        objects.append((path, keys, []))
        slots[name] = objects.count - 1
        return objects.count - 1
    }

    func request(_ key: String, in slot: Int) {
        objects[slot].requested.insert(key)
    }

    /// The first key, in decoding order of the objects and document order of their keys, that no
    /// type asked for, with its path and the keys that were asked for.
    func firstUnknownKey() -> (path: [CodingKey], key: String, known: [String])? {
        for object in objects {
            if let key = object.keys.first(where: { !object.requested.contains($0) }) {
                return (object.path + [PathKey(key)], key, object.requested.sorted())
            }
        }
        return nil
    }
}

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

/// The `Decoder` of one value of a JSON tree, at a known path.
struct TreeDecoder: Decoder {
    let value: JSONValue
    let codingPath: [CodingKey]
    let usage: KeyUsage

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch("an object") }
        let slot = usage.register(codingPath, keys: members.map(\.key))
        return KeyedDecodingContainer(
            KeyedTreeContainer<Key>(members: members, codingPath: codingPath, slot: slot, usage: usage))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw mismatch("an array") }
        return UnkeyedTreeContainer(elements: elements, codingPath: codingPath, usage: usage)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer {
        SingleTreeContainer(decoder: self)
    }

    /// Decodes a `T` here: numbers, strings and booleans directly, string enums by raw value
    /// (listing the valid values when it is none of them), anything else through `T(from:)`.
    func unbox<T: Decodable>(_ type: T.Type) throws -> T {
        let primitive: Any? =
            switch type {
            case is Double.Type: try double()
            case is Float.Type: Float(try double())
            case is String.Type: try string()
            case is Bool.Type: try bool()
            default: nil
            }
        if let primitive = primitive as? T { return primitive }
        if let integerType = T.self as? any FixedWidthInteger.Type, let integer = try integer(integerType) as? T {
            return integer
        }
        if let choices = T.self as? any (CaseIterable & RawRepresentable<String>).Type {
            return try choose(choices, as: type)
        }
        return try T(from: self)
    }

    func mismatch(_ expected: String) -> JSONPathError {
        JSONPathError(codingPath, "expected \(expected), found \(value.kind)")
    }

    private func double() throws -> Double {
        guard case .number(let literal) = value else { throw mismatch("a number") }
        guard let number = Double(literal), number.isFinite else {
            throw JSONPathError(codingPath, "the number \(literal) is out of range")
        }
        return number
    }

    private func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        guard case .number(let literal) = value else { throw mismatch("a number") }
        if let exact = Integer(literal) { return exact }
        let number = try double()
        guard number == number.rounded() else {
            throw JSONPathError(codingPath, "expected a whole number, found \(literal)")
        }
        guard let integer = Integer(exactly: number) else {
            throw JSONPathError(codingPath, "the number \(literal) is out of range")
        }
        return integer
    }

    private func string() throws -> String {
        guard case .string(let text) = value else { throw mismatch("a string") }
        return text
    }

    private func bool() throws -> Bool {
        guard case .bool(let flag) = value else { throw mismatch("true or false") }
        return flag
    }

    private func choose<Choice: CaseIterable & RawRepresentable<String>, T>(_ choices: Choice.Type, as: T.Type) throws -> T {
        let name = try string()
        if let choice = Choice(rawValue: name) as? T { return choice }
        let names = Choice.allCases.map(\.rawValue)
        if let near = Suggestion.closest(to: name, among: names) {
            throw JSONPathError(codingPath, "unknown value '\(name)'; did you mean '\(near)'?")
        }
        throw JSONPathError(codingPath, "unknown value '\(name)'; expected one of: \(names.joined(separator: ", "))")
    }
}

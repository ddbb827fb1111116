/// The members of a JSON object, recording which keys the decoded type asks for.
struct KeyedTreeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let values: [String: JSONValue]
    let order: [String]
    let codingPath: [CodingKey]
    let slot: Int
    let usage: KeyUsage

    init(members: [JSONMember], codingPath: [CodingKey], slot: Int, usage: KeyUsage) {
        values = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
        order = members.map(\.key)
        self.codingPath = codingPath
        self.slot = slot
        self.usage = usage
    }

    var allKeys: [Key] {
        order.forEach { usage.request($0, in: slot) }
        return order.compactMap(Key.init(stringValue:))
    }

    func contains(_ key: Key) -> Bool {
        usage.request(key.stringValue, in: slot)
        return values[key.stringValue] != nil
    }

    /// The decoder of the value under `key`.
    ///
    /// - Throws: ``JSONPathError`` "missing required field" when there is none.
    private func decoder(_ key: Key) throws -> TreeDecoder {
        usage.request(key.stringValue, in: slot)
        guard let value = values[key.stringValue] else {
            let misspelt = Suggestion.closest(to: key.stringValue, among: order).map { " (found '\($0)')" } ?? ""
            throw JSONPathError(codingPath + [key], "missing required field" + misspelt)
        }
        return TreeDecoder(value: value, codingPath: codingPath + [key], usage: usage)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try decoder(key).value { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder(key).unbox(type) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder(key).unbox(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder(key).unbox(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder(key).unbox(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder(key).unbox(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder(key).unbox(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder(key).unbox(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder(key).unbox(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder(key).unbox(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder(key).unbox(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder(key).unbox(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder(key).unbox(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder(key).unbox(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder(key).unbox(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder(key).unbox(type) }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
        try decoder(key).unkeyedContainer()
    }

    func superDecoder() throws -> Decoder {
        let members = order.compactMap { key in values[key].map { JSONMember(key, $0) } }
        return TreeDecoder(value: .object(members), codingPath: codingPath, usage: usage)
    }

    func superDecoder(forKey key: Key) throws -> Decoder { try decoder(key) }
}

/// The elements of a JSON array, read in order.
struct UnkeyedTreeContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [CodingKey]
    let usage: KeyUsage
    private(set) var currentIndex = 0

    init(elements: [JSONValue], codingPath: [CodingKey], usage: KeyUsage) {
        self.elements = elements
        self.codingPath = codingPath
        self.usage = usage
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The decoder of the next element.
    ///
    /// - Throws: ``JSONPathError`` when the array has no more elements.
    private mutating func next() throws -> TreeDecoder {
        let index = currentIndex
        guard index < elements.count else { throw JSONPathError(codingPath + [PathKey(index: index)], "missing array element") }
        currentIndex += 1
        return TreeDecoder(value: elements[index], codingPath: codingPath + [PathKey(index: index)], usage: usage)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = elements[currentIndex] else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().unbox(type) }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try next().unbox(type) }
    mutating func decode(_ type: String.Type) throws -> String { try next().unbox(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next().unbox(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next().unbox(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next().unbox(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next().unbox(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next().unbox(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next().unbox(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next().unbox(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next().unbox(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next().unbox(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next().unbox(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next().unbox(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next().unbox(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer { try next().unkeyedContainer() }

    mutating func superDecoder() throws -> Decoder { try next() }
}

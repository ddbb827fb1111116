import CSimdJSON
import CorollaJSON
import CorollaService

/// simdjson's DOM parser (Debian's libsimdjson, through C++ interoperability and the `CSimdJSON`
/// shim), one of the JSON readers `io.jsonReaders` measures. The parser keeps its buffers from one
/// document to the next, as a reader of many documents would.
final class SimdJSONReader {
    /// A document with the zero padding simdjson reads past its end.
    struct Padded {
        let bytes: [UInt8]
        let count: Int

        init(_ bytes: [UInt8]) {
            count = bytes.count
            self.bytes = bytes + Array(repeating: 0, count: Int(simdjson.SIMDJSON_PADDING))
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let code: simdjson.error_code
        var description: String { "simdjson error \(code.rawValue)" }
    }

    private var parser = simdjson.dom.parser(Int(UInt32.max))

    /// Parses `document` and hands its root to `body`; the root's values live until `body` returns.
    func read<T>(_ document: Padded, _ body: (simdjson.dom.element) throws -> T) throws -> T {
        var root = simdjson.dom.element()
        try document.bytes.withUnsafeBufferPointer { buffer in
            try check(corolla_simdjson.parse(&parser, buffer.baseAddress, document.count, &root))
        }
        return try body(root)
    }
}

private func check(_ code: simdjson.error_code) throws {
    guard code == simdjson.SUCCESS else { throw SimdJSONReader.Failure(code: code) }
}

extension simdjson.dom.element {
    /// Calls `body` with each element of this array.
    func forEachElement(_ body: (simdjson.dom.element) throws -> Void) throws {
        var cursor = corolla_simdjson.array_cursor()
        try check(corolla_simdjson.elements(self, &cursor))
        var element = simdjson.dom.element()
        while corolla_simdjson.next(&cursor, &element) { try body(element) }
    }

    /// Calls `body` with each member of this object: its key (as a `String`) and value.
    func forEachMember(_ body: (String, simdjson.dom.element) throws -> Void) throws {
        var cursor = corolla_simdjson.object_cursor()
        try check(corolla_simdjson.members(self, &cursor))
        var key: UnsafePointer<CChar>?
        var length = 0
        var value = simdjson.dom.element()
        while corolla_simdjson.next(&cursor, &key, &length, &value) {
            try body(String(decoding: UnsafeRawBufferPointer(start: key, count: length), as: UTF8.self), value)
        }
    }

    func double() throws -> Double {
        var number = 0.0
        try check(corolla_simdjson.get_double(self, &number))
        return number
    }

    /// The value as the import's readers give it: `null` is absent, a number keeps its digits
    /// (as simdjson's DOM has no literal: the shortest text of its `Int64` or `Double`).
    func rawValue() throws -> RawValue {
        switch type() {
        case .NULL_VALUE: return .absent
        case .BOOL:
            var flag = false
            try check(corolla_simdjson.get_bool(self, &flag))
            return .json(.bool(flag))
        case .STRING:
            var text: UnsafePointer<CChar>?
            var length = 0
            try check(corolla_simdjson.get_string(self, &text, &length))
            return .json(.string(String(decoding: UnsafeRawBufferPointer(start: text, count: length), as: UTF8.self)))
        case .INT64:
            var number: Int64 = 0
            try check(corolla_simdjson.get_int64(self, &number))
            return .json(.number(String(number)))
        case .DOUBLE, .UINT64: return .json(.number(String(try double())))
        default: throw SimdJSONReader.Failure(code: simdjson.INCORRECT_TYPE)
        }
    }
}

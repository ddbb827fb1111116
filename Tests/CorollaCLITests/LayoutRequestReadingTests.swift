import CorollaLayout
import CorollaTestSupport
import XCTest

@testable import CorollaCLI

/// The layout request read straight from its bytes (`LayoutRequest.read`) against its twin, the
/// request parsed whole and decoded (`LayoutRequest.parse`).
final class LayoutRequestReadingTests: XCTestCase {
    /// Numbers as a request may write them: integers, fractions, exponents, negative zero, more
    /// digits than a `Double` holds, and the edges of the fast conversion.
    private static let numbers = [
        "0", "-0", "1", "390", "844.5", "0.1", "123.456", "1e2", "1E-2", "2.5e+1", "-0.0", "9007199254740993",
        "0.30000000000000004", "1.7976931348623157e308", "4.9e-324", "12345678901234567890", "1e22", "1e23", "3.14159265358979323846",
        "0.000001", "100000000000000000000000", "7e-23",
    ]

    private func pick<T>(_ values: [T], _ random: inout SplitMix64) -> T { values[Int(random.next() % UInt64(values.count))] }

    /// A random request text: valid in the usual form most of the time, with optional fields,
    /// `null`s, whitespace and member orders varied; sometimes broken (a wrong type, an unknown or
    /// repeated key, a string where a number goes, a trailing comma, escapes in a key, bad numbers).
    private func request(_ random: inout SplitMix64) -> String {
        let space = { (random: inout SplitMix64) in self.pick(["", " ", "\n  ", "\t"], &random) }
        func number(_ random: inout SplitMix64) -> String {
            random.next() % 40 == 0 ? pick(["\"12\"", "true", "01", "1.", ".5", "1e", "-", "NaN", "1e999", "{}"], &random) : pick(Self.numbers, &random)
        }
        func member(_ key: String, _ value: String, _ random: inout SplitMix64) -> String {
            "\"\(key)\"" + space(&random) + ":" + space(&random) + value
        }
        func object(_ members: [String], _ random: inout SplitMix64) -> String {
            var members = members
            if random.next() % 50 == 0 { members.append(member(pick(["colour", "widht", "wid\\u0074h"], &random), "1", &random)) }
            if random.next() % 60 == 0, let first = members.first { members.append(first) }
            if random.next() % 3 == 0 { members.shuffle(using: &random) }
            return "{" + space(&random) + members.joined(separator: "," + space(&random)) + (random.next() % 80 == 0 ? "," : "") + "}"
        }
        func item(_ random: inout SplitMix64) -> String {
            var members: [String] = []
            if random.next() % 3 == 0 { members.append(member("width", random.next() % 8 == 0 ? "null" : number(&random), &random)) }
            if random.next() % 4 != 0 { members.append(member("height", random.next() % 8 == 0 ? "null" : number(&random), &random)) }
            if random.next() % 5 == 0 { members.append(member("span", pick(["1", "2", "3", "null", "2.0", "0", "-1"], &random), &random)) }
            return object(members, &random)
        }
        func section(_ random: inout SplitMix64) -> String {
            var members = [member("items", "[" + (0..<Int(random.next() % 12)).map { _ in item(&random) }.joined(separator: ",") + "]", &random)]
            if random.next() % 3 == 0 { members.append(member("header", random.next() % 4 == 0 ? "null" : number(&random), &random)) }
            if random.next() % 3 == 0 { members.append(member("footer", random.next() % 4 == 0 ? "null" : number(&random), &random)) }
            if random.next() % 4 == 0 { members.append(member("columnCount", pick(["1", "3", "null", "2.0", "\"2\""], &random), &random)) }
            if random.next() % 4 == 0 {
                members.append(member("sectionInset", pick(["null", #"{"top": 1, "left": 2, "bottom": 3, "right": 4}"#, #"{"top": 1}"#], &random), &random))
            }
            if random.next() % 30 == 0 { members.removeFirst() }
            return object(members, &random)
        }
        let layouts = [
            #"{"type": "waterfall", "columnCount": 2, "minimumColumnSpacing": 8}"#, #"{"type": "flow", "itemSize": {"width": 50, "height": 20}}"#,
            #"{"type": "grid"}"#, #"{"type": "fan"}"#, #"{"type": "aligned"}"#, #"{"type": "waterfal"}"#, #"{"type": "grid", "colour": 1}"#,
        ]
        var members = [
            member("width", number(&random), &random), member("height", number(&random), &random),
            member("layout", pick(layouts, &random), &random),
            member("sections", "[" + (0..<Int(random.next() % 4)).map { _ in section(&random) }.joined(separator: "," + space(&random)) + "]", &random),
        ]
        if random.next() % 2 == 0 { members.append(member("scale", pick(["0", "1", "2", "3", "null", "2.5"], &random), &random)) }
        if random.next() % 30 == 0 { members.remove(at: Int(random.next() % 4)) }
        return space(&random) + object(members, &random) + space(&random) + (random.next() % 60 == 0 ? "x" : "")
    }

    /// The request as text that tells every bit apart (negative zero from zero).
    private func fingerprint(_ request: LayoutRequest) -> String {
        "\(request.width.bitPattern) \(request.height.bitPattern) \(request.scale.bitPattern) \(request.layout) "
            + request.sections.map { section in
                "\(section.header.map(\.bitPattern) as Any) \(section.footer.map(\.bitPattern) as Any) \(section.sectionInset as Any) \(section.columnCount as Any) "
                    + section.items.map { "\($0.width.map(\.bitPattern) as Any)/\($0.height.map(\.bitPattern) as Any)/\($0.span)" }.joined(separator: ",")
            }.joined(separator: ";")
    }

    /// Rule: whatever the text, reading it straight either declines (nil) or gives exactly the
    /// request that parsing it whole gives — every number to the bit — and declines whenever
    /// parsing fails (so the error message is the parser's); valid requests in the usual form are
    /// read, not declined. Random requests, fixed seed.
    func testReadingMatchesParsing() throws {
        var random = SplitMix64(seed: 1_818)
        var (read, declinedValid, failures) = (0, 0, 0)
        for _ in 0..<3_000 {
            let text = request(&random)
            let bytes = Array(text.utf8)
            let parsed = Result { try LayoutRequest.parse(bytes) }
            guard let fast = LayoutRequest.read(bytes) else {
                if case .success = parsed {
                    // An integer written with a point and a key with an escape are the valid forms left
                    // to the parser.
                    let unusual = text.range(of: #"(span|columnCount)"\s*:\s*2\.0"#, options: .regularExpression) != nil || text.contains("\\u")
                    XCTAssertTrue(unusual, "a valid request in the usual form is read straight: \(text)")
                    declinedValid += 1
                } else {
                    failures += 1
                }
                continue
            }
            read += 1
            switch parsed {
            case .success(let whole): XCTAssertEqual(fingerprint(fast), fingerprint(whole), text)
            case .failure(let error): XCTFail("read a request that parsing refuses (\(error)): \(text)")
            }
        }
        XCTAssertGreaterThan(read, 700)
        XCTAssertGreaterThan(failures, 200, "broken requests are generated")
        XCTAssertGreaterThan(declinedValid, 10, "the unusual forms are generated")
    }
}

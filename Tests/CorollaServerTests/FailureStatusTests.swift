@testable import CorollaServer
import CorollaService
import Foundation
import XCTest

/// Each kind of failure has its HTTP status: the request's faults 4xx, the catalog's state 403,
/// 503 or 507, anything else 500.
final class FailureStatusTests: XCTestCase {
    func testEachKindsStatus() {
        let expected: [Failure.Kind: Int] = [
            .usage: 400, .badInput: 400, .notFound: 404, .conflict: 409, .readOnly: 403, .full: 507, .busy: 503, .internal: 500,
        ]
        XCTAssertEqual(Set(expected.keys), Set(Failure.Kind.allCases))
        for (kind, status) in expected { XCTAssertEqual(Router.status(of: kind), status, "\(kind)") }
    }

    /// Rule: only `HTTP/HTTPFailure.swift` names a failure's status: every other file of the
    /// server refuses with a failure's kind or one of the HTTP refusals declared there.
    func testOnlyOneFileNamesAFailureStatus() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/CorollaServer")
        let naming = try NSRegularExpression(pattern: #"HTTPFailure\(\s*(status:\s*)?[0-9]|status:\s*[45][0-9][0-9]|\b(40[0-9]|41[0-9]|42[0-9]|50[0-9])\s*,\s*""#)
        var files = 0
        var named: [String] = []
        for case let url as URL in FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
        where url.pathExtension == "swift" && url.lastPathComponent != "HTTPFailure.swift" {
            files += 1
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in naming.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                named.append("\(url.lastPathComponent): \(text[Range(match.range, in: text)!])")
            }
        }
        XCTAssertGreaterThan(files, 20)
        XCTAssertEqual(named, [])
    }
}

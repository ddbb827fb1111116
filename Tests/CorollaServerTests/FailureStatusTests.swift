@testable import CorollaServer
import CorollaService
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
}

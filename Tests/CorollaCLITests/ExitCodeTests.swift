@testable import CorollaCLI
import CorollaService
import XCTest

/// Each kind of failure has its documented exit status (docs/commands.md: 64 a wrong command line,
/// 65 bad input data or a plant that is not in the catalog, 1 anything else).
final class ExitCodeTests: XCTestCase {
    func testEachKindsExitStatus() {
        let expected: [FailureKind: Int32] = [
            .usage: 64, .badInput: 65, .notFound: 65, .conflict: 1, .readOnly: 1, .full: 1, .busy: 1, .internal: 1,
        ]
        XCTAssertEqual(Set(expected.keys), Set(FailureKind.allCases))
        for (kind, status) in expected { XCTAssertEqual(ExitCode(kind).rawValue, status, "\(kind)") }
    }
}

import CorollaLayout
import CorollaService
import CorollaStore
import XCTest

/// Every error of the service, the store and the layout engine becomes a ``Failure`` of the kind
/// its meaning gives, its message for people.
final class FailureTests: XCTestCase {
    func testEachErrorsKind() {
        let cases: [(any Error, Failure.Kind)] = [
            (ServiceError.plantNotFound(.id(7)), .notFound),
            (ServiceError.ambiguousPlantName("Fern", keys: ["fern", "fern-2"]), .badInput),
            (ServiceError.unsupportedLayout("no"), .usage),
            (ServiceError.duplicateKey("fern"), .conflict),
            (ServiceError.notAFavorite(plantID: 3), .conflict),
            (StoreError.duplicateKey("fern"), .conflict),
            (DatabaseError(extendedResultCode: .readOnly, message: "attempt to write a readonly database"), .readOnly),
            (DatabaseError(extendedResultCode: .full, message: "database or disk is full"), .full),
            (DatabaseError(extendedResultCode: .busy, message: "database is locked"), .busy),
            (DatabaseError(extendedResultCode: .corrupt, message: "database disk image is malformed"), .internal),
            (ImportError(file: "a.csv", line: 2, field: "name", reason: "is empty"), .badInput),
            (PlantRestoreError.idTaken(4), .conflict),
            (LayoutError(field: "layout.columnCount", value: "0", reason: "must be at least 1"), .badInput),
        ]
        for (error, kind) in cases { XCTAssertEqual(Failure(error).kind, kind, "\(error)") }
    }

    /// An import's problems keep their file, line and field, and their count beyond those kept.
    func testImportProblems() {
        var errors = ImportErrors()
        errors.add(ImportError(file: "a.csv", line: 3, field: "name", reason: "is empty"))
        errors.add(ImportError(file: "a.csv", line: 2, record: 1, field: "water_every_days", reason: "is not a number"))
        let failure = Failure(errors)
        XCTAssertEqual(failure.problems.map(\.line), [2, 3])
        XCTAssertEqual(failure.problems.first?.field, "water_every_days")
        XCTAssertEqual(failure.problemCount, 2)
        XCTAssertEqual(failure.message, errors.description)
    }

    /// A failure already made passes through as it is.
    func testAFailureStaysItself() {
        let failure = Failure(.full, "the disk is full")
        XCTAssertEqual(Failure(failure), failure)
    }
}

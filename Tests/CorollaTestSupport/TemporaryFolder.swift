import Foundation
import XCTest

/// A fresh, empty folder for one test's files, removed when the test ends
/// (``XCTest/XCTestCase/makeTemporaryFolder()``).
public struct TemporaryFolder: Sendable {
    public let url: URL

    /// The path of `name` inside the folder.
    public func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }
}

extension XCTestCase {
    /// A new empty folder under the system's temporary folder, removed (with whatever the test left
    /// in it) when the test ends, after its teardown.
    public func makeTemporaryFolder() throws -> TemporaryFolder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("corolla-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return TemporaryFolder(url: url)
    }
}

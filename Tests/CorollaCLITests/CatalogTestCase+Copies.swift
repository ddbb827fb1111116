import Foundation

extension CatalogTestCase {
    /// The source tree's `Tests` folder, which holds the fixtures of every test target.
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// Copies the file `name` of `folder` beside the test's catalog, and returns its path there.
    func copy(_ name: String, from folder: URL) throws -> String {
        let target = path(name)
        try Data(contentsOf: folder.appendingPathComponent(name)).write(to: URL(fileURLWithPath: target))
        return target
    }

    /// `text` with the test's folder left out, so that messages name the copies as the golden files do.
    func relative(_ text: String) -> String {
        text.replacingOccurrences(of: path("") + "/", with: "")
    }
}

import Foundation
import XCTest

/// The reading material's links: README.md and every page under docs/ point at files that exist,
/// so moving a page or an image cannot leave a link behind.
final class DocumentationLinkTests: XCTestCase {
    /// The package's root: three folders above this file.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Rule: every relative link (`[text](path)`, `<img src="path">`) in README.md and
    /// docs/**/*.md names a file or folder that exists, resolved from the page's own folder (an
    /// anchor after `#` is not checked; web addresses are not followed).
    func testEveryRelativeLinkResolves() throws {
        let pages = try Self.pages()
        XCTAssertTrue(pages.contains { $0.hasSuffix("docs/development/README.md") }, "the developer pages are found")
        var links = 0
        var broken: [String] = []
        for page in pages {
            let text = try String(contentsOfFile: page, encoding: .utf8)
            let folder = URL(fileURLWithPath: page).deletingLastPathComponent()
            for target in Self.relativeTargets(in: text) {
                links += 1
                let path = folder.appendingPathComponent(target).standardizedFileURL.path
                if !FileManager.default.fileExists(atPath: path) {
                    broken.append("\(page.dropFirst(Self.root.path.count + 1)): \(target)")
                }
            }
        }
        XCTAssertGreaterThan(links, 50, "the links were read")
        XCTAssertEqual(broken, [])
    }

    /// Rule: the check finds what it should: a link to a missing file, an image, a link with an
    /// anchor; it skips web addresses, anchors alone and mail addresses.
    func testLinksAreFound() {
        let text = #"See [a](gone.md), [b](here.md#part), [c](https://example.org/x.md), [d](#top), <img src="images/x.png" width="3"> and [e](mailto:a@b.c)."#
        XCTAssertEqual(Self.relativeTargets(in: text), ["gone.md", "here.md", "images/x.png"])
    }

    /// README.md and every Markdown file under docs/.
    private static func pages() throws -> [String] {
        let docs = root.appendingPathComponent("docs")
        guard let walk = FileManager.default.enumerator(atPath: docs.path) else { throw CocoaError(.fileNoSuchFile) }
        let found = walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.map { docs.appendingPathComponent($0).path }
        return [root.appendingPathComponent("README.md").path] + found.sorted()
    }

    /// The relative targets of a page's links and images, without their anchors.
    private static func relativeTargets(in text: String) -> [String] {
        let pattern = try? NSRegularExpression(pattern: #"(?:\]\(|src=")([^)"\s]+)"#)
        let range = NSRange(text.startIndex..., in: text)
        return (pattern?.matches(in: text, range: range) ?? []).compactMap { match in
            guard let found = Range(match.range(at: 1), in: text) else { return nil }
            let target = String(text[found].prefix { $0 != "#" })
            guard !target.isEmpty, !target.hasPrefix("/"), target.range(of: #"^[a-z]+:"#, options: .regularExpression) == nil else { return nil }
            return target.removingPercentEncoding ?? target
        }
    }
}

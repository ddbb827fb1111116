import Foundation

extension String {
    /// The text on one line: each run of line breaks and the spaces around them is one space
    /// (SQLite quotes a damaged schema's statements, line breaks and all, in its messages).
    ///
    /// - Complexity: O(n) for n characters.
    var singleLine: String {
        split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}

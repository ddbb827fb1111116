import Foundation

/// A progress bar on standard error, `label [#######-------]  48%  4,800/10,000`, redrawn in
/// place; shown only when standard error is a terminal without `NO_COLOR`, the command is not
/// `--quiet`, and the work is larger than `threshold`. Safe to update from any thread.
final class ProgressBar: @unchecked Sendable {
    private let console: Console
    private let label: String
    private let threshold: Int
    /// Whether the bar can be drawn at all (a terminal, not quiet).
    let enabled: Bool
    private let lock = NSLock()
    /// The last whole percentage drawn (guarded by `lock`); -1 before the first.
    private var drawn = -1

    private static let width = 30

    init(_ label: String, console: Console, threshold: Int, quiet: Bool) {
        self.console = console
        self.label = label
        self.threshold = threshold
        enabled = console.decoratesStandardError && !quiet
    }

    /// Shows `done` of `total`; redraws only when the whole percentage changes.
    func update(_ done: Int, of total: Int) {
        guard enabled, total > threshold else { return }
        let percent = min(100, done * 100 / max(1, total))
        lock.withLock {
            guard percent != drawn else { return }
            drawn = percent
            let filled = Self.width * percent / 100
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: Self.width - filled)
            console.standardError("\r\(label) [\(bar)] \(String(percent).leftPadded(to: 3))%  \(done)/\(total)")
        }
    }

    /// Clears the bar's line, if one was drawn.
    func finish() {
        lock.withLock {
            guard drawn >= 0 else { return }
            console.standardError("\r\u{1B}[2K")
            drawn = -1
        }
    }
}

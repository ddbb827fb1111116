import Foundation
import XCTest

extension ServerTestCase {
    /// The open files of process `pid` whose target contains `text` (an unlinked spool shows as
    /// its former path, ` (deleted)`).
    func openFiles(_ pid: Int32, containing text: String) -> [String] {
        let folder = "/proc/\(pid)/fd"
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return entries.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + $0) }.filter { $0.contains(text) }
    }

    /// Waits up to 10 s (a third of the idle timeout) for `condition`.
    func eventually(_ condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: 10)
        while !condition() {
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return true
    }
}

import Foundation

/// Runs `body(0)` … `body(count - 1)` each on a thread of its own, all at once, and returns when
/// every one returned (unlike `DispatchQueue.concurrentPerform`, which runs no more at once than
/// there are cores).
public func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let done = DispatchGroup()
    for index in 0..<count {
        done.enter()
        Thread {
            body(index)
            done.leave()
        }.start()
    }
    done.wait()
}

import CMalloc
import Glibc

/// Limits set on a process (this one, or a child it started), whatever it runs: its CPU time and
/// its address space. A limit is only ever lowered, never raised past one the process inherited.
public enum ProcessLimits {
    /// Lowers process `pid`'s CPU time to `cpuSeconds` (`RLIMIT_CPU`: past it the kernel sends
    /// `SIGXCPU`, which ends the process, and `SIGKILL` a second later) and its address space to
    /// `memoryBytes` (`RLIMIT_AS`: an allocation past it fails).
    ///
    /// - Returns: false when the system refused (the process is gone, or is not this user's).
    /// - Complexity: O(1).
    @discardableResult
    public static func lower(_ pid: pid_t, cpuSeconds: Int, memoryBytes: Int) -> Bool {
        let seconds = UInt64(max(cpuSeconds, 1))
        let bytes = UInt64(max(memoryBytes, 0))
        return corolla_lower_process_limit(pid, Int32(RLIMIT_CPU.rawValue), seconds, seconds + 1) == 0
            && corolla_lower_process_limit(pid, Int32(RLIMIT_AS.rawValue), bytes, bytes) == 0
    }
}

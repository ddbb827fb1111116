import Foundation

/// The peak resident memory of one child process, from `wait4`'s resource usage (what
/// `/usr/bin/time -v` reports as "Maximum resident set size").
enum PeakMemory {
    /// Runs `executable` with `arguments` (standard output and error to /dev/null) and returns its
    /// peak resident set in bytes.
    ///
    /// - Throws: ``BenchError`` when it cannot start or exits non-zero.
    static func of(_ executable: URL, _ arguments: [String]) throws -> Double {
        // fork, not posix_spawn: a vfork-style child starts with this process's peak, which
        // would hide a smaller one. Between fork and exec the child calls only open, dup2,
        // execve and _exit (async-signal-safe), on arguments prepared before.
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        guard let program = argv[0] else { throw BenchError.child("out of memory") }
        let pid = fork()
        if pid == 0 {
            let null = open("/dev/null", O_RDWR)
            for descriptor: Int32 in 0...2 { dup2(null, descriptor) }
            execve(program, argv, environ)
            _exit(127)
        }
        guard pid > 0 else { throw BenchError.child("cannot start \(executable.path): error \(errno)") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError.child("wait4 failed: error \(errno)") }
        }
        guard status == 0 else {
            throw BenchError.child("`\(([executable.lastPathComponent] + arguments).joined(separator: " "))` exited with status \(status)")
        }
        return Double(usage.ru_maxrss) * 1024
    }
}

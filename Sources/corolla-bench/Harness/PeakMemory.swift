import Foundation

/// The peak resident memory of one command, from `wait4`'s resource usage (what
/// `/usr/bin/time -v` reports as "Maximum resident set size").
///
/// The command is started by a small `python3` process, not by this one: Linux records the
/// high-water mark of the address space a process leaves at `exec`, and a child's address space
/// starts as a copy of its parent's (or is its parent's, for a vfork-style spawn). A child of this
/// bench, grown by the scenarios run before, would report at least the bench's own resident size;
/// a child of a fresh `python3` (~10 MiB) reports its own peak.
enum PeakMemory {
    /// Prints the command's exit status and its peak resident set in KiB.
    private static let launcher = """
        import resource, subprocess, sys
        status = subprocess.call(sys.argv[1:], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        print(status, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
        """

    /// Runs `executable` with `arguments` (standard input, output and error on /dev/null) and
    /// returns its peak resident set in bytes.
    ///
    /// - Throws: ``BenchError`` when it cannot start or exits non-zero.
    static func of(_ executable: URL, _ arguments: [String]) throws -> Double {
        let python = URL(fileURLWithPath: "/usr/bin/python3")
        let (status, output) = try CLITools.run(python, ["-c", launcher, executable.path] + arguments, capture: true)
        let fields = output.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard status == 0, fields.count == 2, let childStatus = Int(fields[0]), let kilobytes = Double(fields[1]) else {
            throw BenchError.child("cannot measure `\(executable.lastPathComponent)`'s memory through python3: \(output)")
        }
        guard childStatus == 0 else {
            throw BenchError.child("`\(([executable.lastPathComponent] + arguments).joined(separator: " "))` exited with status \(childStatus)")
        }
        return kilobytes * 1024
    }
}

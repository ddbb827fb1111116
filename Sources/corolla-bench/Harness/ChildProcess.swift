import Foundation

/// Runs this bench binary again as `corolla-bench --child NAME` and reads what it prints: how a
/// scenario measures something that must start from a fresh process (peak memory).
enum ChildProcess {
    /// The child's standard output, trimmed.
    static func run(_ name: String) throws -> String {
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--child", name]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchError.child("\(name) exited with status \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The peak resident set of this process so far (`VmHWM` in /proc/self/status), in bytes.
    static func peakResidentBytes() throws -> Double {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { throw BenchError.child("no VmHWM in /proc/self/status") }
        return kilobytes * 1024
    }
}

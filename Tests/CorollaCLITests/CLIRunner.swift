import Foundation
import XCTest

/// Runs the built `corolla` executable, as a user would, and captures what it prints.
struct CLIRunner {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `corolla` binary next to the test bundle in the build folder.
    static var executable: URL {
        let products = Bundle(for: Marker.self).bundleURL.deletingLastPathComponent()
        return products.appendingPathComponent("corolla")
    }

    private final class Marker {}

    /// Runs `corolla arguments…` with `input` on standard input.
    static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }
}

/// What libFuzzer calls with each input: its bytes and their count; returns 0.
public typealias FuzzTarget = @convention(c) (UnsafePointer<UInt8>, Int) -> Int32

/// libFuzzer's driver (`compiler-rt/lib/fuzzer/FuzzerInterface.h`), which parses the command line
/// (`-max_total_time=…`, corpus folders) and runs the fuzzing loop.
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ target: FuzzTarget
) -> Int32

/// Runs libFuzzer on `target` with the process's command line and returns its exit status.
///
/// SwiftPM gives every executable its own `main` (the top-level code of `main.swift`), which wins
/// over libFuzzer's, so each fuzz target's `main.swift` hands over to the driver itself.
public func runLibFuzzer(_ target: FuzzTarget) -> Int32 {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    return runDriver(&argc, &argv, target)
}

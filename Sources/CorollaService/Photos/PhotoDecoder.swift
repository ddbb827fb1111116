import CorollaCards
import CorollaSystem
import Foundation
import Glibc

/// Decodes photos in a child process, bounded: a decoder in C (libjpeg, libpng, libheif, libwebp,
/// libtiff) cannot be stopped from another thread, so each photo is made into its thumbnail by the
/// `corolla` executable run again with a hidden argument (``childArgument``). Its address space
/// (`RLIMIT_AS`) and CPU time (`RLIMIT_CPU`) are limited by the parent as soon as it starts (and by
/// the child itself, before it reads the file); the parent kills it when the wall-clock time limit
/// passes. A decode past a limit ends that process only, with a clear error; the caller's threads
/// and every other upload go on.
public struct PhotoDecoder: Sendable {
    /// The argument that makes the `corolla` executable a photo decoder: the image file's bytes on
    /// standard input, the thumbnail (or why there is none) on standard output.
    public static let childArgument = "__decode-photo"

    /// The default limits: ``PhotoLimits/decodeSeconds`` and ``PhotoLimits/decodeMemoryBytes``.
    public static let standard = PhotoDecoder()

    /// The wall-clock time a decode may take, in seconds.
    public var seconds: Int
    /// The CPU time a decode may take, in seconds.
    public var cpuSeconds: Int
    /// The address space the decoding process may have, in bytes.
    public var memoryBytes: Int
    /// The command run as the decoder (the executable, then its arguments); nil: ``executable``
    /// with ``childArgument``.
    public var command: [String]?

    /// - Parameter cpuSeconds: nil: `seconds`.
    public init(seconds: Int = PhotoLimits.decodeSeconds, cpuSeconds: Int? = nil, memoryBytes: Int = PhotoLimits.decodeMemoryBytes, command: [String]? = nil) {
        self.seconds = seconds
        self.cpuSeconds = cpuSeconds ?? seconds
        self.memoryBytes = memoryBytes
        self.command = command
    }

    /// Whether the running executable answers ``childArgument`` (set once by the `corolla` tool,
    /// before any thread starts).
    nonisolated(unsafe) public static var runningExecutableDecodes = false

    /// The decoder executable: the running one when it is `corolla` (`/proc/self/exe`, which runs
    /// even when the file was replaced since), else the `corolla` beside it (a test bundle or
    /// corolla-bench beside the tool built with it).
    static var executable: String {
        guard !runningExecutableDecodes else { return "/proc/self/exe" }
        let running = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: running).deletingLastPathComponent().appendingPathComponent("corolla").path
    }

    /// The thumbnail of the image file `bytes`, decoded in a child process within the limits.
    ///
    /// - Throws: ``PhotoError`` for a file that is no photo (refused here, before any process
    ///   starts), a decode past the limits (``PhotoError/decodeLimit(_:)``) or the child's
    ///   refusal; ``PhotoDecoderFailure`` when no decoder process can be run.
    /// - Complexity: O(n) for n bytes, plus a process start and the decode.
    func thumbnail(of bytes: [UInt8]) throws -> PhotoThumbnail {
        guard PhotoFormat(sniffing: bytes) != nil else { return try PhotoThumbnail(imageFile: bytes) }  // refused, no decoder runs
        let input = try Self.temporaryFile(holding: bytes)
        defer { close(input) }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0, pipeEnds.allSatisfy({ fcntl($0, F_SETFD, FD_CLOEXEC) == 0 }) else { throw PhotoDecoderFailure(reason: "cannot make a pipe: \(String(cString: strerror(errno)))") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        let arguments = command ?? [Self.executable, Self.childArgument, String(cpuSeconds), String(memoryBytes)]
        let argv = arguments.map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.merging(["MALLOC_ARENA_MAX": "1"]) { $1 }.map { strdup("\($0)=\($1)") } + [nil]
        defer { for pointer in argv + environment { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, environment)
        close(pipeEnds[1])
        defer { close(pipeEnds[0]) }
        guard spawned == 0 else {
            throw PhotoDecoderFailure(reason: "cannot run the photo decoder '\(arguments[0])': \(String(cString: strerror(spawned)))")
        }
        ProcessLimits.lower(pid, cpuSeconds: cpuSeconds, memoryBytes: memoryBytes)
        let (output, timedOut) = Self.read(pipeEnds[0], seconds: seconds, limit: PhotoLimits.maximumStoredBytes + 4_096)
        if timedOut { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let signal = status & 0x7F
        if timedOut { throw PhotoError.decodeLimit("decoding it took longer than \(seconds) s: it was stopped") }
        // The CPU limit: SIGXCPU, then SIGKILL a second later for a process that ignores it.
        if signal == SIGXCPU || signal == SIGKILL {
            throw PhotoError.decodeLimit("decoding it used more than \(cpuSeconds) s of CPU time: it was stopped")
        }
        return try Self.decodeAnswer(output, signal: signal, memoryBytes: memoryBytes)
    }

    /// The thumbnail or the error in the child's answer.
    private static func decodeAnswer(_ output: [UInt8], signal: Int32, memoryBytes: Int) throws -> PhotoThumbnail {
        guard signal == 0, let code = output.first else {
            throw PhotoError.decodeLimit(
                "its decoder stopped (signal \(signal)) within the \(memoryBytes >> 20) MiB it may use: the image needs more, or is damaged")
        }
        let rest = Array(output.dropFirst())
        switch code {
        case 0 where rest.count >= 8:
            let number = { (offset: Int) in rest[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
            return PhotoThumbnail(bytes: Array(rest.dropFirst(8)), width: number(0), height: number(4))
        case 1: throw PhotoError.unreadable(String(decoding: rest, as: UTF8.self))
        case 2: throw PhotoError.tooLarge(String(decoding: rest, as: UTF8.self))
        case 3: throw PhotoError.incomplete(String(decoding: rest, as: UTF8.self))
        case 4: throw PhotoError.unsupportedFormat(String(decoding: rest, as: UTF8.self))
        case 5: throw PhotoError.decodeLimit(String(decoding: rest, as: UTF8.self))
        default: throw PhotoError.unreadable("its decoder gave no answer")
        }
    }

    /// Reads `descriptor` to its end, at most `limit` bytes, for at most `seconds`.
    private static func read(_ descriptor: Int32, seconds: Int, limit: Int) -> (bytes: [UInt8], timedOut: Bool) {
        let deadline = Date(timeIntervalSinceNow: Double(seconds))
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while bytes.count <= limit {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return (bytes, true) }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(left * 1_000 + 1, 60_000)))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return (bytes, false) }
            bytes += buffer.prefix(count)
        }
        return (bytes, true)
    }

    /// An unlinked temporary file holding `bytes`, read from its start (the child's standard input).
    private static func temporaryFile(holding bytes: [UInt8]) throws -> Int32 {
        var template = Array((NSTemporaryDirectory() + "/corolla-photo-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0, fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0 else { throw PhotoDecoderFailure(reason: "cannot make a temporary file: \(String(cString: strerror(errno)))") }
        unlink(template)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in buffer.baseAddress.map { write(descriptor, $0 + written, bytes.count - written) } ?? 0 }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let error = errno
                close(descriptor)
                throw PhotoDecoderFailure(reason: "cannot write a temporary file: \(String(cString: strerror(error)))")
            }
            written += count
        }
        lseek(descriptor, 0, SEEK_SET)
        return descriptor
    }

    /// The decoder process: limits itself to `arguments` (CPU seconds, bytes), reads the image file
    /// on standard input and writes its answer on standard output; returns the exit status.
    public static func runChild(_ arguments: [String]) -> Int32 {
        guard arguments.count == 2, let seconds = Int(arguments[0]), let memory = Int(arguments[1]) else { return 64 }
        // Lowered, never raised past a limit the process inherited (`ulimit -v`, `ulimit -t`).
        guard ProcessLimits.lower(getpid(), cpuSeconds: seconds, memoryBytes: memory) else { return 1 }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while bytes.count <= PhotoLimits.maximumFileBytes {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer.prefix(count)
        }
        let answer: [UInt8]
        do throws(PhotoError) {
            let thumbnail = try PhotoThumbnail(imageFile: bytes)
            let number = { (value: Int) in (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
            answer = [0] + number(thumbnail.width) + number(thumbnail.height) + thumbnail.bytes
        } catch {
            let (code, reason): (UInt8, String) =
                switch error {
                // gdk-pixbuf's loaders report an allocation the address-space limit refused so.
                case .unreadable(let reason) where reason.hasPrefix("Insufficient memory"):
                    (5, "it needs more than the \(memory >> 20) MiB a decode may use (\(reason))")
                case .unreadable(let reason): (1, reason)
                case .tooLarge(let reason): (2, reason)
                case .incomplete(let reason): (3, reason)
                case .unsupportedFormat(let reason): (4, reason)
                case .decodeLimit(let reason): (5, reason)
                }
            answer = [code] + Array(reason.utf8)
        }
        var written = 0
        while written < answer.count {
            let count = answer.withUnsafeBytes { buffer in buffer.baseAddress.map { write(1, $0 + written, answer.count - written) } ?? 0 }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return 1 }
            written += count
        }
        return 0
    }
}

/// No photo decoder process could be run (the system's failure, not the photo's).
public struct PhotoDecoderFailure: Error, Hashable, Sendable {
    public var reason: String
}

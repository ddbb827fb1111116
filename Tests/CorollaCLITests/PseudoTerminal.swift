import Foundation
import Glibc

/// A pseudo-terminal in raw mode (no `\n` → `\r\n`), to stand for a user's terminal: a process is
/// given the slave side and sees `isatty` true; the test reads what it wrote from the master side.
final class PseudoTerminal: @unchecked Sendable {
    private let master: Int32
    /// The side the process writes to; the test's copy is closed by ``launched()``.
    let slave: FileHandle

    /// A terminal `columns` cells wide (0: of no known size, as `TIOCGWINSZ` reports it).
    init(columns: Int = 0) throws {
        var master: Int32 = -1, slave: Int32 = -1
        var size = winsize(ws_row: columns > 0 ? 24 : 0, ws_col: UInt16(clamping: columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var attributes = termios()
        tcgetattr(slave, &attributes)
        cfmakeraw(&attributes)
        tcsetattr(slave, TCSANOW, &attributes)
        for descriptor in [master, slave] { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        self.master = master
        self.slave = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
    }

    deinit { close(master) }

    /// Closes the test's copy of the slave side once the process has its own, so that the master
    /// reads end (EIO) when the process exits.
    func launched() {
        try? slave.close()
    }

    /// Types `text` at the terminal, as its user would: the process reads it from the slave side.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if count > 0 { written += count } else if count < 0, errno != EINTR { return }
        }
    }

    /// Everything written to the terminal, read until no process has the slave side open.
    func readToEnd() -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(master, &buffer, buffer.count)
            if count > 0 {
                data.append(buffer, count: count)
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return data  // 0, or EIO: every slave descriptor is closed
            }
        }
    }
}

extension CLIRunner {
    /// The outputs of a run that go to a pseudo-terminal (as in a user's shell) instead of a pipe.
    struct Terminals: OptionSet {
        let rawValue: Int
        static let standardOutput = Terminals(rawValue: 1)
        static let standardError = Terminals(rawValue: 2)
        /// Standard input: the run's `input` is typed at the terminal.
        static let standardInput = Terminals(rawValue: 4)
    }

    /// One output of a run: a pipe, or a pseudo-terminal.
    enum Capture: Sendable {
        case pipe(Pipe)
        case terminal(PseudoTerminal)

        /// On a terminal `columns` cells wide (0: of no known size) when `onTerminal`, else a pipe.
        init(onTerminal: Bool, columns: Int = 0) throws {
            self = onTerminal ? .terminal(try PseudoTerminal(columns: columns)) : .pipe(Pipe())
        }

        /// What the process is given as the output.
        var target: Any {
            switch self {
            case .pipe(let pipe): pipe
            case .terminal(let terminal): terminal.slave
            }
        }

        /// Everything the process wrote, once it (and anything it started) has closed the output.
        func readToEnd() -> Data {
            switch self {
            case .pipe(let pipe): pipe.fileHandleForReading.readDataToEndOfFile()
            case .terminal(let terminal): terminal.readToEnd()
            }
        }
    }
}

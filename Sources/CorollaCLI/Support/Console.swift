import CorollaJSON
import Foundation

/// Where a command writes: standard output for results, standard error for messages, and
/// whether each may be decorated (colour, progress bars).
struct Console: Sendable {
    /// Writes bytes to standard output.
    var writeOutput: @Sendable (Data) -> Void
    /// Writes bytes to standard error.
    var writeError: @Sendable (Data) -> Void
    /// Standard output is a terminal and `NO_COLOR` is not set: colour may be used.
    var colorsStandardOutput = false
    /// Standard error is a terminal and `NO_COLOR` is not set: colour and progress bars may be used.
    var decoratesStandardError = false
    /// Standard output is a terminal, which cannot show binary data.
    var standardOutputIsTerminal = false
    /// Standard input is a terminal: someone is there to answer a question.
    var standardInputIsTerminal = false
    /// Reads a line of standard input (without its line feed); nil at its end.
    var readLine: @Sendable () -> String? = { nil }
    /// The width, in terminal cells, that tables fit (``TableFit``); nil: no width is known, and
    /// tables are not fitted.
    var columns: Int? = nil

    /// The process's own standard output and error; decorated only on a terminal without `NO_COLOR`
    /// (set to a non-empty value, as no-color.org defines it); tables fitted to ``width(columns:)``.
    static var system: Console {
        let environment = ProcessInfo.processInfo.environment
        let plain = !(environment["NO_COLOR"] ?? "").isEmpty
        return Console(
            writeOutput: { FileHandle.standardOutput.write($0) }, writeError: { FileHandle.standardError.write($0) },
            colorsStandardOutput: !plain && isatty(STDOUT_FILENO) == 1, decoratesStandardError: !plain && isatty(STDERR_FILENO) == 1,
            standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1, standardInputIsTerminal: isatty(STDIN_FILENO) == 1,
            readLine: { Swift.readLine(strippingNewline: true) }, columns: width(columns: environment["COLUMNS"]))
    }

    /// The width tables fit, as POSIX defines `COLUMNS`: `columns` when it is a positive integer (the
    /// user's choice), else the width of the terminal standard output is (`TIOCGWINSZ`), else nil —
    /// a pipe or a file without `COLUMNS` gets the tables unfitted.
    static func width(columns: String?) -> Int? {
        if let columns = columns.flatMap({ Int($0) }), columns > 0 { return columns }
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        var size = winsize()
        guard withUnsafeMutablePointer(to: &size, { ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), $0) }) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Writes `text` to standard output.
    func standardOutput(_ text: String) { writeOutput(Data(text.utf8)) }

    /// Writes `text` to standard error.
    func standardError(_ text: String) { writeError(Data(text.utf8)) }

    /// A buffer that writes to standard output whenever it fills; call its `finish()` at the end.
    func outputBuffer() -> OutputBuffer {
        OutputBuffer { writeOutput(Data($0)) }
    }

    /// Writes `text` and a newline to standard output.
    func print(_ text: String) { standardOutput(text + "\n") }

    /// Writes `text` and a newline to standard error.
    func printError(_ text: String) { standardError(text + "\n") }

    /// Asks `question` on standard error and reads the answer from standard input: true for `y`
    /// or `yes` (in any case), false for anything else or none.
    func confirm(_ question: String) -> Bool {
        standardError(question + " [y/N] ")
        let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
        return answer == "y" || answer == "yes"
    }

    /// ANSI colours for terminals.
    enum Color: String {
        case red = "31"
        case green = "32"
        case yellow = "33"
        case blue = "34"
        case dim = "2"
        case bold = "1"
    }

    /// `text` in `color` when standard output shows colour; else `text`.
    func colored(_ text: String, _ color: Color) -> String {
        Self.paint(text, color, when: colorsStandardOutput)
    }

    /// `text` in `color` when standard error shows colour; else `text`.
    func coloredError(_ text: String, _ color: Color) -> String {
        Self.paint(text, color, when: decoratesStandardError)
    }

    private static func paint(_ text: String, _ color: Color, when enabled: Bool) -> String {
        enabled ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }
}

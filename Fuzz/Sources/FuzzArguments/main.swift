@testable import CorollaCLI
import CorollaService
import Foundation
import FuzzSupport

/// libFuzzer's entry point: the input as a `corolla` command line (words separated by NUL bytes,
/// each read as the process's arguments are: bytes that are not UTF-8 kept), parsed, and the
/// command it names built from its values (which checks every option) or its help page formatted.
/// Nothing is run. A `ParseError` or `UsageError` is the expected refusal, and a `PhotoFileError`
/// (`--photo` reads its file while the options are checked: one that cannot be read or decoded).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzArguments(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let words = UnsafeBufferPointer(start: data, count: size)
        .split(separator: 0, omittingEmptySubsequences: false)
        .map { ArgumentBytes.word($0) }
    do {
        switch try CommandLineParser(root: CorollaCommand.self).parse(words) {
        case .run(let path, let values):
            _ = try path.last.map { try $0.init(values) }
        case .help(let path):
            _ = HelpFormatter.help(of: path)
        case .version:
            break
        }
    } catch is ParseError {
        return 0
    } catch is UsageError {
        return 0
    } catch is PhotoFileError {
        return 0
    } catch {
        preconditionFailure("an error that is not a usage error: \(error)")
    }
    return 0
}

exit(runLibFuzzer(fuzzArguments))

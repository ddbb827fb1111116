@testable import CorollaCLI
import CorollaJSON
import CorollaLayout
import CorollaService
import Foundation
import FuzzSupport

/// libFuzzer's entry point: the input as a `corolla layout` request, decoded, laid out and
/// printed (in full and for a rect query). An error that is bad input (``Failure/Kind/badInput``:
/// invalid JSON, a field's JSON path, a value the engine refuses) is the expected refusal; anything
/// else that escapes is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzLayoutRequest(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    do {
        let request = try LayoutRequest.decode(Array(UnsafeBufferPointer(start: data, count: size)))
        let result = try request.run()
        _ = try OutputBuffer.collecting { output in
            var compact = JSONStreamWriter(to: output, pretty: false)
            try LayoutOutput.writeFull(result, to: &compact)
            var pretty = JSONStreamWriter(to: output, pretty: true)
            try LayoutOutput.writeElements(of: result, in: Rect(x: 0, y: 0, width: request.width, height: request.height / 2), to: &pretty)
        }
    } catch where Failure(error).kind == .badInput {
        return 0
    } catch {
        preconditionFailure("an error that is not bad input: \(error)")
    }
    return 0
}

exit(runLibFuzzer(fuzzLayoutRequest))

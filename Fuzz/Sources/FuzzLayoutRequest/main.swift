@testable import CorollaCLI
import CorollaJSON
import CorollaLayout
import Foundation
import FuzzSupport

/// libFuzzer's entry point: the input as a `corolla layout` request, decoded, laid out and
/// printed (in full and for a rect query). A `DataError` is the expected refusal; anything else
/// that escapes is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzLayoutRequest(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    do {
        let request = try LayoutRequest.decode(Data(bytes: data, count: size))
        let result = try request.run()
        _ = LayoutOutput.full(result).rendered(pretty: false)
        _ = LayoutOutput.elements(of: result, in: Rect(x: 0, y: 0, width: request.width, height: request.height / 2)).rendered(pretty: true)
    } catch is DataError {
        return 0
    } catch {
        preconditionFailure("an error that is not a DataError: \(error)")
    }
    return 0
}

exit(runLibFuzzer(fuzzLayoutRequest))

import Foundation
import FuzzSupport

/// libFuzzer's entry point: the input describes mutations of a stored layout row.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzCacheRows(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    CacheRowHarness.run(UnsafeBufferPointer(start: data, count: size))
}

// The catalog and its first grid (which measures cards with Pango) are made before fuzzing starts.
CacheRowHarness.prepare()
exit(runLibFuzzer(fuzzCacheRows))

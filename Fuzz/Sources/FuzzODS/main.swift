import CorollaFormats
import Foundation
import FuzzRecords

/// libFuzzer's entry point: the input as an .ods workbook (or the XML of its parts), read and decoded record by record.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzODS(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    WorkbookHarness.run(UnsafeBufferPointer(start: data, count: size), format: .ods)
}

exit(runLibFuzzer(fuzzODS))

import CorollaFormats
import Foundation
import FuzzRecords

/// libFuzzer's entry point: the input as an .xlsx workbook (or the XML of its parts), read and decoded record by record.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzXLSX(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    WorkbookHarness.run(UnsafeBufferPointer(start: data, count: size), format: .xlsx)
}

exit(runLibFuzzer(fuzzXLSX))

import XCTest
@testable import CorollaCLI

/// Sizes as people type them, in powers of 1024, and how they are printed back.
final class ByteSizeTests: XCTestCase {
    /// Rule: a number of bytes with an optional unit (B, K/KB/KiB, M/MB/MiB, G/GB/GiB, any case)
    /// reads as that many bytes; anything else, negative or past 1 PiB, is refused.
    func testUnits() {
        let read = { (text: String) in ByteSize(argument: text)?.bytes }
        XCTAssertEqual(read("0"), 0)
        XCTAssertEqual(read("1048576"), 1 << 20)
        XCTAssertEqual(read("512K"), 512 << 10)
        XCTAssertEqual(read("64MiB"), 64 << 20)
        XCTAssertEqual(read("64mb"), 64 << 20)
        XCTAssertEqual(read("1.5GB"), 3 << 29)
        XCTAssertEqual(read("10B"), 10)
        for refused in ["", "MB", "-1", "1e3", "12 MB", "3TB", "2000000G", "1.2.3K"] { XCTAssertNil(read(refused), refused) }
        XCTAssertEqual("\(ByteCount(64 << 20))", "64.0 MB")
        XCTAssertEqual("\(ByteCount(812))", "812 B")
    }
}

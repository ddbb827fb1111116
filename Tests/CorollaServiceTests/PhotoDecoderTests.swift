import CorollaCards
@testable import CorollaService
import CorollaTestSupport
import Foundation
import XCTest

/// Photos decoded in a process of their own, within a memory and a time limit (issue 34).
final class PhotoDecoderTests: XCTestCase {
    /// Rule: a photo decodes in the `corolla` decoder process as it does in this one.
    func testTheDecoderProcessMakesTheSameThumbnail() throws {
        let bytes = try PhotoFixtures.bytes(PhotoFixtures.heic)
        XCTAssertEqual(try PhotoDecoder.standard.thumbnail(of: bytes), try PhotoThumbnail(imageFile: bytes))
    }

    /// Rule: a decompression bomb within the pixel limit (a PNG of a few hundred bytes declaring
    /// 7000×7000, 147 MB of pixels) is stopped by the memory limit when the decoder allocates its
    /// pixels, with an error saying so; within the standard limit the same file is decoded far
    /// enough to find it cut short.
    func testTheMemoryLimitStopsADecode() throws {
        let bomb = PhotoFixtures.bomb(width: 7_000, height: 7_000)
        XCTAssertLessThan(bomb.count, 1_000)
        XCTAssertThrowsError(try PhotoDecoder(memoryBytes: 120 << 20).thumbnail(of: bomb)) {
            guard case PhotoError.decodeLimit(let reason) = $0 else { return XCTFail("\($0)") }
            XCTAssertTrue(reason.contains("120 MiB"), reason)
        }
        XCTAssertThrowsError(try PhotoDecoder.standard.thumbnail(of: bomb)) {
            guard case PhotoError.unreadable = $0 else { return XCTFail("\($0)") }
        }
    }

    /// Rule: a decoder that gives no answer within the time limit is killed and the decode refused
    /// as too costly (a decoder that sleeps stands for one stuck in its C code).
    func testTheTimeLimitStopsADecoder() throws {
        let stuck = PhotoDecoder(seconds: 1, command: ["/bin/sleep", "600"])
        XCTAssertThrowsError(try stuck.thumbnail(of: PhotoFixtures.bytes(PhotoFixtures.portraitJPEG))) {
            guard case PhotoError.decodeLimit(let reason) = $0 else { return XCTFail("\($0)") }
            XCTAssertTrue(reason.contains("longer than 1 s"), reason)
        }
    }

    /// Rule: a decoder that spins is stopped by the CPU limit, set on its process from outside
    /// whatever it runs (here a shell loop), and the decode is refused naming that limit, not the
    /// wall-clock one (a minute here).
    func testTheCPULimitStopsASpinningDecoder() throws {
        let spinning = PhotoDecoder(seconds: 60, cpuSeconds: 1, command: ["/bin/sh", "-c", "while :; do :; done"])
        XCTAssertThrowsError(try spinning.thumbnail(of: PhotoFixtures.bytes(PhotoFixtures.portraitJPEG))) {
            guard case PhotoError.decodeLimit(let reason) = $0 else { return XCTFail("\($0)") }
            XCTAssertTrue(reason.contains("more than 1 s of CPU time"), reason)
        }
    }

    /// Rule: a file that is no photo is refused before any decoder process runs (a decoder that
    /// does not exist is never asked).
    func testNoDecoderRunsForAFileThatIsNoPhoto() throws {
        let absent = PhotoDecoder(command: ["/nonexistent/decoder"])
        XCTAssertThrowsError(try absent.thumbnail(of: PhotoFixtures.nestedBlurSVG())) {
            guard case PhotoError.unsupportedFormat = $0 else { return XCTFail("\($0)") }
        }
        XCTAssertThrowsError(try absent.thumbnail(of: PhotoFixtures.bytes(PhotoFixtures.portraitJPEG))) {
            XCTAssertTrue($0 is PhotoDecoderFailure, "\($0)")
        }
    }
}

import CorollaCards
import CorollaService
@testable import CorollaServer
import CorollaTestSupport
import Foundation
import XCTest

/// A photo whose decode is stuck holds up no other upload: each decode runs in a process of its
/// own on one of the photo work's threads, and the others go on.
final class StuckDecodeTests: ServerTestCase {
    /// A decoder that sticks on PNG files — it says so in the file `started`, then waits until a
    /// line is written to the FIFO `release` and fails — and decodes every other file as the
    /// `corolla` decoder process does.
    private func stickingOnPNG(started: String, release: String) -> PhotoDecoder {
        let script = """
            if [ "$(head -c 4 | od -An -tx1 | tr -d ' \\n')" = 89504e47 ]; then : > '\(started)'; read line < '\(release)'; exit 1; fi
            exec '\(ServeProcess.executable.path)' \(PhotoDecoder.childArgument) \(PhotoLimits.decodeSeconds) \(PhotoLimits.decodeMemoryBytes) < /dev/stdin
            """
        // Its wall-clock limit outlasts the test: only the FIFO ends the stuck decode.
        return PhotoDecoder(seconds: 120, command: ["/bin/sh", "-c", script])
    }

    /// Rule: while one upload's decode is stuck (its decoder waits for the test), a JPEG uploaded
    /// to another plant is decoded, stored and answered 200; the stuck one is still unanswered
    /// then, and is answered 400 (not stored) once its decoder gives up.
    func testAStuckDecodeLeavesOtherUploadsFree() throws {
        let path = try makeCatalog(plants: 3, favorites: 3)
        let folder = try makeTemporaryFolder()
        let started = folder.path("started")
        let release = folder.path("release")
        XCTAssertEqual(mkfifo(release, 0o600), 0)
        // The stuck decoder is released however the test ends (no reader: nothing to release).
        defer {
            let writer = open(release, O_WRONLY | O_NONBLOCK)
            if writer >= 0 {
                _ = write(writer, "\n", 1)
                close(writer)
            }
        }
        var configuration = ServerConfiguration(port: 0)
        configuration.photoDecoder = stickingOnPNG(started: started, release: release)
        let (_, client) = try serve(path, configuration: configuration)
        let service = try CatalogService(path: path)
        let (first, second) = (try service.plants.plant(.key("plant-1")).id, try service.plants.plant(.key("plant-2")).id)

        let stuck = try client.connect()
        defer { close(stuck) }
        let headers = try conditioned(writeHeaders(client), "/api/plants/\(first)/photo", in: path).merging(["Content-Type": "image/png"]) { $1 }
        let png = try PhotoFixtures.bytes(PhotoFixtures.transparentPNG)
        try client.write(stuck, client.request("POST", "/api/plants/\(first)/photo", host: nil, headers: headers, body: png))
        XCTAssertTrue(eventually { FileManager.default.fileExists(atPath: started) }, "the PNG's decode started")

        let jpeg = try client.send(
            "POST", "/api/plants/\(second)/photo",
            headers: conditioned(writeHeaders(client), "/api/plants/\(second)/photo", in: path).merging(["Content-Type": "image/jpeg"]) { $1 },
            body: PhotoFixtures.bytes(PhotoFixtures.portraitJPEG))
        XCTAssertEqual(jpeg.status, 200, jpeg.text)
        XCTAssertNotNil(try CatalogService(path: path).plants.plant(id: second)?.photo)
        var entry = pollfd(fd: stuck, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&entry, 1, 0), 0, "the stuck upload is still waiting for its decode")

        let writer = open(release, O_WRONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(writer, 0, "the stuck decoder waits on its FIFO")
        _ = write(writer, "\n", 1)
        close(writer)
        var reader = StreamReader(socket: stuck)
        let answer = try reader.read(until: "}")
        XCTAssertTrue(answer.hasPrefix("HTTP/1.1 400"), answer)
        XCTAssertNil(try CatalogService(path: path).plants.plant(id: first)?.photo)
    }
}

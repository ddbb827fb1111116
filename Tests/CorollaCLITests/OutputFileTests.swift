import Foundation
import XCTest

/// What `-o PATH` does to what is already at PATH: a regular file is replaced atomically keeping
/// its mode and owner, a symbolic link is written through, a hard-linked file in place, a device
/// or a pipe is written in place and stays what it was, and `-o -` is standard output.
final class OutputFileTests: CatalogTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try succeed(["import", "-", "--format", "csv", "--favorite", "-q"], input: "key,name\nfig,Fig\naloe,Aloe\n")
    }

    /// What `corolla export` writes.
    private func exported() throws -> String {
        try succeed(["export"]).stdout
    }

    private func status(_ path: String, following: Bool = true) throws -> stat {
        var result = stat()
        XCTAssertEqual(following ? stat(path, &result) : lstat(path, &result), 0, path)
        return result
    }

    private func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// Rule: a regular file is replaced with the new bytes, keeping its mode (600, 640, 444 for
    /// root, who may write it as `cp` may) and its owner; the result is a new inode (renamed
    /// over), never a partial file.
    func testARegularFileKeepsItsModeAndOwner() throws {
        for mode in [0o600, 0o640, 0o755] + (getuid() == 0 ? [0o444] : []) {
            let file = path("plants-\(String(mode, radix: 8)).csv")
            try Data("old\n".utf8).write(to: URL(fileURLWithPath: file))
            XCTAssertEqual(chmod(file, mode_t(mode)), 0)
            if getuid() == 0 { XCTAssertEqual(chown(file, 65534, 65534), 0) }
            let before = try status(file)
            try succeed(["export", "-o", file, "-q"])
            let after = try status(file)
            XCTAssertEqual(try contents(file), try exported())
            XCTAssertEqual(Int(after.st_mode & 0o7777), mode, String(mode, radix: 8))
            XCTAssertEqual(after.st_uid, before.st_uid)
            XCTAssertEqual(after.st_gid, before.st_gid)
            XCTAssertNotEqual(after.st_ino, before.st_ino, "replaced by a rename")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".tmp") }, [])
    }

    /// Rule: a file the user may not write (mode 444) is refused, as `cp` refuses it, and left as
    /// it was.
    func testAReadOnlyFileIsRefusedForAUser() throws {
        let launcher = try unprivileged()
        let file = path("locked.csv")
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: file))
        XCTAssertEqual(chmod(file, 0o444), 0)
        if getuid() == 0 {
            // The user the command runs as owns the folder, the catalog and the file.
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) + [""] {
                XCTAssertEqual(chown(path(name), 65534, 65534), 0, name)
            }
        }
        let output = try corolla(["export", "-o", file], launcher: launcher)
        XCTAssertEqual(output.status, 1)
        XCTAssertEqual(output.stderr, "Error: '\(file)' is read-only (mode 444); it was not overwritten (make it writable, or remove it, to replace it)\n")
        XCTAssertEqual(try contents(file), "old\n")
    }

    /// Rule: a symbolic link (relative, in a chain of two) is followed: the links stay links and
    /// the file they end at gets the new bytes, keeping its mode; a dangling link's target is created.
    func testASymbolicLinkIsWrittenThrough() throws {
        try FileManager.default.createDirectory(atPath: path("real"), withIntermediateDirectories: true)
        let target = path("real/plants.csv")
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
        XCTAssertEqual(chmod(target, 0o600), 0)
        try FileManager.default.createSymbolicLink(atPath: path("middle.csv"), withDestinationPath: "real/plants.csv")
        try FileManager.default.createSymbolicLink(atPath: path("link.csv"), withDestinationPath: "middle.csv")
        try succeed(["export", "-o", path("link.csv"), "-q"])
        XCTAssertEqual(try status(path("link.csv"), following: false).st_mode & S_IFMT, S_IFLNK)
        XCTAssertEqual(try status(path("middle.csv"), following: false).st_mode & S_IFMT, S_IFLNK)
        XCTAssertEqual(try contents(target), try exported())
        XCTAssertEqual(try status(target).st_mode & 0o7777, 0o600)

        try FileManager.default.createSymbolicLink(atPath: path("dangling.csv"), withDestinationPath: "real/new.csv")
        try succeed(["export", "-o", path("dangling.csv"), "-q"])
        XCTAssertEqual(try status(path("dangling.csv"), following: false).st_mode & S_IFMT, S_IFLNK)
        XCTAssertEqual(try contents(path("real/new.csv")), try exported())
    }

    /// Rule: a file with two hard links is written in place: both names see the new bytes, and
    /// they stay one file (same inode), shorter content cutting the old tail.
    func testAHardLinkedFileIsWrittenInPlace() throws {
        let file = path("plants.csv")
        try Data(String(repeating: "old line\n", count: 100).utf8).write(to: URL(fileURLWithPath: file))
        XCTAssertEqual(link(file, path("other-name.csv")), 0)
        let before = try status(file)
        try succeed(["export", "-o", file, "-q"])
        XCTAssertEqual(try contents(file), try exported())
        XCTAssertEqual(try contents(path("other-name.csv")), try exported())
        XCTAssertEqual(try status(file).st_ino, before.st_ino)
        XCTAssertEqual(try status(file).st_nlink, 2)
    }

    /// Rule: a character device (a copy of /dev/null made with mknod, so that a failure cannot
    /// break the system's) is written in place and is still a character device afterwards, never
    /// replaced by a regular file.
    func testADeviceStaysADevice() throws {
        guard getuid() == 0 else { throw XCTSkip("mknod needs root") }
        let device = path("null-device")
        XCTAssertEqual(mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 3)), 0, String(cString: strerror(errno)))
        for arguments in [["export", "-o", device], ["grid", "--format", "png", "-o", device]] {
            try succeed(arguments + ["-q"])
            XCTAssertEqual(try status(device, following: false).st_mode & S_IFMT, S_IFCHR, arguments.joined(separator: " "))
        }
    }

    /// Rule: a pipe (FIFO) is opened and written: a reader gets every byte, and it stays a pipe.
    func testAPipeIsWrittenInPlace() throws {
        let fifo = path("pipe")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let received = Received()
        let reader = Thread {
            received.data = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile()
            received.done.signal()
        }
        reader.start()
        try succeed(["export", "-o", fifo, "-q"])
        XCTAssertEqual(received.done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(received.data.map { String(decoding: $0, as: UTF8.self) }, try exported())
        XCTAssertEqual(try status(fifo, following: false).st_mode & S_IFMT, S_IFIFO)
    }

    /// Rule: `-o -` is standard output.
    func testDashIsStandardOutput() throws {
        let export = try corolla(["export", "-o", "-"], directory: folder)
        XCTAssertEqual(export.stdout, try exported())
        let grid = try corolla(["grid", "-o", "-", "--format", "json"], directory: folder)
        XCTAssertEqual(grid.stdout, try succeed(["grid", "--format", "json"]).stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("-")))
    }

    /// What the reader thread got.
    private final class Received: @unchecked Sendable {
        var data: Data?
        let done = DispatchSemaphore(value: 0)
    }
}

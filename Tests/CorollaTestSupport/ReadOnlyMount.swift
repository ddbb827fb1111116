import CorollaStore
import Foundation
import XCTest

/// A folder mounted read-only for the programs a test starts: a bind mount remounted read-only in
/// a user and mount namespace of their own (`unshare --user --map-root-user --mount`), which needs
/// no privileges and binds root too (file modes do not: the tests run as root in CI). The folder
/// stays writable for the test itself.
public struct ReadOnlyMount: Sendable {
    /// The command that runs its arguments (a program and its arguments) with the folder mounted
    /// read-only: a launcher for `CLIRunner` or `ServeProcess`.
    public let launcher: [String]

    /// The launcher for `folder`, checked on this machine: inside it the folder exists and may
    /// not be written.
    ///
    /// - Throws: `XCTSkip` naming what is missing when this machine cannot make such a mount
    ///   (no `unshare`, or user namespaces disabled).
    public init(folder: String) throws {
        let unshare = "/usr/bin/unshare"
        guard FileManager.default.isExecutableFile(atPath: unshare) else { throw XCTSkip("no \(unshare) to make a read-only mount") }
        // `$0` is the folder; what follows it is the program to run.
        let script = #"mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" && exec "$@""#
        launcher = [unshare, "--user", "--map-root-user", "--mount", "/bin/sh", "-c", script, folder]
        let probe = try Subprocess.run(
            URL(fileURLWithPath: unshare), Array(launcher.dropFirst()) + ["/bin/sh", "-c", #"test -d "$0" && ! test -w "$0""#, folder])
        guard probe.status == 0 else {
            throw XCTSkip("this machine cannot mount a folder read-only in a user namespace (unshare): \(probe.errors)")
        }
    }

    /// Leaves the catalog at `path` as one copied onto read-only media is: what its log holds
    /// written into it, and no `-wal` or `-shm` file beside it (a reader leaves both). No other
    /// connection may be open on it.
    public static func detachLog(of path: String) throws {
        try Database(path: path).execute("PRAGMA wal_checkpoint(TRUNCATE)")
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }
}

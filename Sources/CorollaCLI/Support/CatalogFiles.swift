import CorollaService
import Glibc

/// The files of a catalog — the catalog itself, its rollback journal (`-journal`), its write-ahead
/// log (`-wal`) and its shared memory (`-shm`) — and whether a path names one of them, as `cp` tells "are the same file": the same
/// device and inode (through symbolic or hard links), or, for a file not there yet, the same name
/// in the same folder (its folder's device and inode).
struct CatalogFiles {
    /// The catalog's path as given.
    var catalog: FilePath

    /// What SQLite appends to the catalog's name for the files it keeps beside it: every one of
    /// them is the catalog as much as the file itself.
    static let sideSuffixes = CatalogLocation.sideFiles.map(\.suffix)

    /// The names SQLite uses: beside the file the path's symbolic links end at (SQLite resolves
    /// them), and beside the path as given.
    private var names: [FilePath] {
        let resolved = catalog.resolvingLinks() ?? catalog
        let bases = resolved == catalog ? [catalog] : [catalog, resolved]
        return bases.flatMap { base in ([""] + Self.sideSuffixes).map { FilePath(bytes: base.bytes + Array($0.utf8)) } }
    }

    /// The catalog file `path` names, or nil when it names none of them.
    func named(by path: FilePath) -> FilePath? {
        names.first { Self.sameFile($0, path) }
    }

    /// Refuses `path`, given by the user as `given` (such as `-o out.csv`), when it names one of
    /// the catalog's files.
    ///
    /// - Throws: ``UsageError`` naming both.
    func refuse(_ path: FilePath, given: String) throws {
        guard let file = named(by: path) else { return }
        let which = file == catalog ? "the catalog" : "the catalog's file"
        throw UsageError(message: "\(given) is \(which) '\(file)' this command reads; name another file (nothing was written).")
    }

    /// Whether `a` and `b` name the same file: the same device and inode when both exist, else the
    /// same last component in the same folder (after symbolic links).
    static func sameFile(_ a: FilePath, _ b: FilePath) -> Bool {
        if case .success(let first) = a.status(), case .success(let second) = b.status() {
            return first.st_dev == second.st_dev && first.st_ino == second.st_ino
        }
        let (first, second) = (a.resolvingLinks() ?? a, b.resolvingLinks() ?? b)
        guard first.lastComponent == second.lastComponent,
            case .success(let firstFolder) = first.folder.status(), case .success(let secondFolder) = second.folder.status()
        else { return false }
        return firstFolder.st_dev == secondFolder.st_dev && firstFolder.st_ino == secondFolder.st_ino
    }
}

extension FilePath {
    /// The path its chain of symbolic links ends at (which need not exist), or nil for a chain of
    /// more than 40 links (a loop).
    func resolvingLinks() -> FilePath? {
        var target = self
        for _ in 0..<40 {
            guard case .success(let status) = target.status(followingLinks: false), FileKind(mode: status.st_mode) == .symbolicLink
            else { return target }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = target.withCString { readlink($0, &buffer, buffer.count - 1) }
            guard count > 0 else { return target }
            let link = buffer[..<count].map { UInt8(bitPattern: $0) }
            target = link.first == UInt8(ascii: "/") ? FilePath(bytes: link) : FilePath(bytes: target.folder.bytes + [UInt8(ascii: "/")] + link)
        }
        return nil
    }
}

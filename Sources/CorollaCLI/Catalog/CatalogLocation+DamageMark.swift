import CorollaService
import Foundation

/// The mark of a catalog found damaged: a file beside it (`garden.sqlite.damaged`), outside the
/// damaged pages, holding what the check found. `corolla db check` makes it when the file fails its
/// integrity check (as does `corolla import`, which runs that check first on a small catalog) and
/// removes it when the file passes; while it is there, every command that writes refuses the
/// catalog, and commands that only read still read it.
extension CatalogLocation {
    /// The mark's path: the catalog's, with `.damaged` appended.
    var damageMark: FilePath { FilePath(bytes: path.bytes + Array(".damaged".utf8)) }

    /// Marks the catalog damaged, the mark holding `problems`, one a line.
    ///
    /// - Throws: ``Failure`` when the mark cannot be written.
    func markDamaged(_ problems: [String]) throws {
        let text = "PRAGMA integrity_check found the catalog '\(path)' damaged:\n" + problems.map { $0 + "\n" }.joined()
        try OutputFile(path: damageMark).write(Data(text.utf8))
    }

    /// Removes the mark, when there is one.
    ///
    /// - Throws: ``Failure`` when it cannot be removed.
    func clearDamageMark() throws {
        guard damageMark.exists else { return }
        do {
            try damageMark.removeFile()
        } catch let error as SystemError {
            throw Failure(.internal, "cannot remove '\(damageMark)': \(error)")
        }
    }

    /// Refuses a marked catalog, for a command that would write it.
    ///
    /// - Throws: ``Failure`` naming the mark, when there is one.
    func requireNoDamageMark() throws {
        guard damageMark.exists else { return }
        throw Failure(
            .internal, "the catalog '\(path)' is damaged (an integrity check found it so: see '\(damageMark)'); it was left as "
                + "it is. Repair it or restore it from a backup, then run 'corolla db check', which removes the mark once "
                + "the catalog is sound")
    }
}

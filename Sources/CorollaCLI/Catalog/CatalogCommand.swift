/// A command that works on the catalog its ``Session`` names: an SQLite error on that file is
/// explained naming it (a damaged or read-only file, a full disk, a lock held too long).
protocol CatalogCommand: Command {
    var session: Session { get }
}

/// A catalog command whose options are its ``Session``'s alone (`--db`, `--json`, `--quiet`),
/// declared once for every ``SessionWork``: `SessionCommand<Doctor>` is `corolla doctor`.
struct SessionCommand<Work: SessionWork>: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(name: Work.name, abstract: Work.abstract, discussion: Work.discussion)
    }

    @OptionGroup var session: Session

    func run(_ console: Console) throws {
        try Work.run(session, console)
    }
}

/// What a ``SessionCommand`` is called and what it does with the catalog its session names.
protocol SessionWork {
    /// The command's name, its one line of help and, if any, more text for its help page.
    static var name: String { get }
    static var abstract: String { get }
    static var discussion: String { get }

    /// Does the command's work.
    ///
    /// - Throws: a ``Failure`` whose kind decides the exit status, or any other error (exit 1).
    static func run(_ session: Session, _ console: Console) throws
}

extension SessionWork {
    static var discussion: String { "" }
}

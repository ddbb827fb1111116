/// What went wrong, in one shape for every front end: a kind that decides the exit status and the
/// HTTP status, a message for people, and the problems of a file (an import's) when there are
/// several.
public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of failure it is: the request's fault, or the catalog's or the system's state.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// The request cannot be used as given (options, a layout the grid cannot make).
        case usage
        /// The data given is wrong: an import file, a layout request, a photo, a day.
        case badInput = "bad_input"
        /// No plant is what the request names.
        case notFound = "not_found"
        /// The request clashes with what the catalog holds: a key another plant has, a plant that
        /// is not a favorite, a removed plant whose id was given since, a catalog at an older schema
        /// that a command that only reads cannot migrate (`corolla init` does).
        case conflict
        /// The catalog, its folder or its file system cannot be written.
        case readOnly = "read_only"
        /// The disk is full.
        case full
        /// Another process held the catalog's lock for longer than the busy timeout.
        case busy
        /// Anything else: a file the system would not read or write, a damaged catalog.
        case `internal`
    }

    /// Where in a file one problem is (file, line, record, field), and what it is.
    public typealias Problem = ImportError

    public var kind: Kind
    /// A sentence (or, for a file's problems, one line a problem) for people.
    public var message: String
    /// A file's problems, the first of them in file order: an import's.
    public var problems: [Problem]
    /// How many problems there were in all (``problems`` keeps the first).
    public var problemCount: Int
    /// Everything the error said, for a log; the message when it said nothing more.
    public var detail: String

    public init(_ kind: Kind, _ message: String, problems: [Problem] = [], problemCount: Int? = nil, detail: String? = nil) {
        self.kind = kind
        self.message = message
        self.problems = problems
        self.problemCount = problemCount ?? problems.count
        self.detail = detail ?? message
    }

    public var description: String { message }
}

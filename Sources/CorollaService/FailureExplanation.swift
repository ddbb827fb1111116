import CorollaStore

/// What an error means to the people using the catalog, in words that name no SQL statement and
/// no SQLite code, and the error's full text for a log: what a server answers and logs.
public struct FailureExplanation: Sendable, Hashable {
    /// What kind of failure it is: the request's fault, or the catalog's state.
    public enum Kind: Sendable, Hashable {
        /// No plant is what the request names.
        case notFound
        /// The request asks for something the service cannot do (a layout, a width).
        case refused
        /// The catalog cannot be written (file, folder or file system read-only).
        case readOnly
        /// Another process held the catalog's lock for longer than the busy timeout.
        case busy
        /// SQLite found the file damaged.
        case damaged
        /// The disk is full.
        case diskFull
        /// Anything else.
        case other
    }

    public var kind: Kind
    /// A sentence for people.
    public var message: String
    /// Everything the error says, for a log.
    public var detail: String

    public init(_ error: any Error) {
        detail = String(describing: error)
        switch ServiceError.translating(error) {
        case ServiceError.plantNotFound(let reference, let suggestions):
            (kind, message) = (.notFound, ServiceError.plantNotFound(reference, suggestions: suggestions).description)
        case ServiceError.database(let problem):
            (kind, message) = Self.explain(problem)
        case ServiceError.catalog(let message):
            (kind, self.message) = (.other, message)
        case let error as ServiceError:
            (kind, message) = (.refused, error.description)
        case let error as WateringDayError:
            (kind, message) = (.refused, error.description)
        default:
            (kind, message) = (.other, "the catalog could not be read or written")
        }
    }

    private static func explain(_ problem: DatabaseProblem) -> (Kind, String) {
        switch problem.kind {
        case .readOnly: (.readOnly, "the catalog is read-only; nothing was written")
        case .busy: (.busy, "the catalog stayed locked by another program; nothing was written, try again")
        case .damaged: (.damaged, "the catalog is damaged; run 'corolla db check'")
        case .diskFull: (.diskFull, "the disk is full; nothing was written")
        default: (.other, "the catalog could not be read or written")
        }
    }
}

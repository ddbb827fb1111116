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
        switch error {
        case let error as ServiceError:
            if case .plantNotFound = error { (kind, message) = (.notFound, error.description) } else { (kind, message) = (.refused, error.description) }
        case StoreError.plantNotFound(let id):
            (kind, message) = (.notFound, "no plant has id \(id)")
        case let error as DatabaseError:
            (kind, message) = Self.explain(error)
        default:
            (kind, message) = (.other, "the catalog could not be read or written")
        }
    }

    private static func explain(_ error: DatabaseError) -> (Kind, String) {
        switch error.resultCode {
        case .readOnly: (.readOnly, "the catalog is read-only; nothing was written")
        case .busy, .locked: (.busy, "the catalog stayed locked by another program; nothing was written, try again")
        case .corrupt, .notADatabase: (.damaged, "the catalog is damaged; run 'corolla db check'")
        case .full: (.diskFull, "the disk is full; nothing was written")
        default: (.other, "the catalog could not be read or written")
        }
    }
}

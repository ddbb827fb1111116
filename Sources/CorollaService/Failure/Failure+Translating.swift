import CorollaCards
import CorollaJSON
import CorollaLayout
import CorollaStore
import CorollaSystem

extension Failure {
    /// `error` as a failure: the one place every error of the service, the store, the layout engine
    /// and the cards gets its kind and its message for people.
    public init(_ error: any Error) {
        switch ServiceError.translating(error) {
        case let failure as Failure: self = failure
        case let error as ServiceError: self.init(error)
        case let error as ImportErrors: self.init(error)
        case let error as ImportError: self.init(ImportErrors(error))
        case let error as UnknownSheetError: self.init(.usage, error.description + "; name one with --sheet")
        case let error as GridParameterError: self.init(.usage, error.description)
        case let error as ColumnMapError: self.init(.usage, error.reason)
        case let error as WateringDayError: self.init(.badInput, error.description)
        case let error as PlantFieldProblem: self.init(.badInput, error.description)
        case let error as PlantRestoreError: self.init(.conflict, error.description)
        case let error as PhotoFileError:
            self = error.isBadData ? Failure(.badInput, error.description) : Failure(.internal, "cannot read \(error.description)")
        case let error as BackupFailure: self.init(error.isBadData ? .badInput : .internal, error.reason)
        case let error as LayoutError: self.init(.badInput, "\(error.field): \(error.reason) (got \(error.value))")
        case let error as JSONSyntaxError: self.init(.badInput, error.description)
        case let error as JSONPathError: self.init(.badInput, error.description)
        case let error as CardsError: self.init(.internal, "cannot draw the cards: \(error)")
        case let error as OutOfMemory: self.init(.internal, error.description)
        default: self.init(.internal, "\(error)")
        }
    }

    private init(_ error: ServiceError) {
        switch error {
        case .plantNotFound: self.init(.notFound, error.description)
        case .ambiguousPlantName: self.init(.badInput, error.description)
        case .unsupportedLayout, .noRoomForCards: self.init(.usage, error.description)
        case .duplicateKey, .notAFavorite: self.init(.conflict, error.description)
        case .catalog(let message): self.init(.internal, message)
        case .database(let problem):
            let (kind, message): (Kind, String) =
                switch problem.kind {
                case .readOnly: (.readOnly, "the catalog is read-only; nothing was written")
                case .busy: (.busy, "the catalog stayed locked by another program; nothing was written, try again")
                case .damaged: (.internal, "the catalog is damaged; run 'corolla db check'")
                case .diskFull: (.full, "the disk is full; nothing was written")
                case .ioError, .cannotOpen, .other: (.internal, "the catalog could not be read or written")
                }
            self.init(kind, message, detail: problem.description)
        }
    }

    /// An import's problems: one a line, then how many there were when more than one.
    private init(_ errors: ImportErrors) {
        self.init(.badInput, errors.description, problems: errors.errors, problemCount: errors.count)
    }
}

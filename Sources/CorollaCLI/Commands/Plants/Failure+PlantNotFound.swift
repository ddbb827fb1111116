import CorollaService

extension Failure {
    /// What `change` returns; a plant it does not find is a ``Failure/Kind/notFound`` failure
    /// (exit 65) that says `outcome` first (`nothing was watered: …`), so that a script knows
    /// nothing changed.
    static func unlessPlantFound<Result>(_ outcome: String, _ change: () throws -> Result) throws -> Result {
        do {
            return try change()
        } catch let error as ServiceError {
            guard case .plantNotFound = error else { throw error }
            throw Failure(.notFound, "\(outcome): \(error)")
        }
    }
}

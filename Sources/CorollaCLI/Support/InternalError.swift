/// A mistake in corolla itself, not in what it was given: reported as `Error: internal error: …`
/// (exit 1) rather than papered over with a default.
struct InternalError: Error, CustomStringConvertible {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { "internal error: \(message)" }
}

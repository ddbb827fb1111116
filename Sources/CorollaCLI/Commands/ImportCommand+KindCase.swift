import CorollaService

extension ImportCommand {
    static let kindCase = Option<KindCase>(
        "kind-case", value: "case", help: "Write the kinds read as they are (keep), in lowercase (lower) or in title case (title).",
        default: KindCase.keep.rawValue)

    /// `--kind-case`; refused with `--history`, whose files have no kinds.
    ///
    /// - Throws: ``UsageError`` for `--kind-case` with `--history`.
    static func kindCase(_ values: ParsedValues, history: Bool) throws -> KindCase {
        if history, values.isGiven(kindCase) {
            throw UsageError(message: "--kind-case does not apply to --history: a watering history has no kinds.")
        }
        return try values[kindCase]
    }
}

extension KindCase: ChoiceArgument {}

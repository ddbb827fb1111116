import CorollaJSON
import CorollaService

/// How machinery differences are printed.
enum MachineryOutput {
    /// `ok`, or the differences, and what repairs them when `corolla init` can:
    /// `missing table layout_cache; run 'corolla init' to repair`.
    static func summary(_ differences: [MachineryDifference]) -> String {
        guard !differences.isEmpty else { return "ok" }
        return differences.allSatisfy(\.isRepairable) ? list(differences) + "; run 'corolla init' to repair" : list(differences)
    }

    /// `missing table layout_cache, altered trigger plants_inserted`.
    static func list(_ differences: [MachineryDifference]) -> String {
        differences.map(\.description).joined(separator: ", ")
    }

    static func json(_ differences: [MachineryDifference]) -> JSONValue {
        .array(differences.map { .string($0.description) })
    }
}

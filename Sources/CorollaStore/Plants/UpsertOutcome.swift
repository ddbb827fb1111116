/// What an upsert did to the plant with the draft's key.
public enum UpsertOutcome: Hashable, Sendable {
    case inserted(plantID: Int64)
    case updated(plantID: Int64)
    /// The stored plant already had these values: nothing was written, the revision did not move.
    case unchanged(plantID: Int64)

    public var plantID: Int64 {
        switch self {
        case .inserted(let id), .updated(let id), .unchanged(let id): id
        }
    }
}

/// The outcomes of a bulk upsert, in input order, and their totals.
public struct UpsertSummary: Hashable, Sendable {
    public var outcomes: [UpsertOutcome] = []
    public var inserted = 0
    public var updated = 0
    public var unchanged = 0

    mutating func record(_ outcome: UpsertOutcome) {
        outcomes.append(outcome)
        switch outcome {
        case .inserted: inserted += 1
        case .updated: updated += 1
        case .unchanged: unchanged += 1
        }
    }
}

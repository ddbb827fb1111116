import Foundation

/// How an import writes the kinds it reads (`corolla import --kind-case`): as the file spells
/// them, in lowercase, or in title case, so that "Succulent" and "succulent" arrive as one
/// spelling. Kinds are compared ignoring case everywhere (see ``PlantKind``); this changes how
/// they are stored and shown.
public enum KindCase: String, CaseIterable, Hashable, Sendable {
    /// As the file spells them.
    case keep
    /// "Mother-In-Law's Tongue" → "mother-in-law's tongue".
    case lower
    /// Each word's first letter uppercase, the rest lowercase: "SUCCULENT plant" → "Succulent Plant"
    /// (words are split at white space only: "mother-in-law's" → "Mother-in-law's").
    case title

    /// `kind` written in this case.
    public func apply(_ kind: String) -> String {
        switch self {
        case .keep: kind
        case .lower: kind.lowercased()
        case .title:
            String(
                kind.lowercased().split(separator: " ", omittingEmptySubsequences: false).map { word in
                    word.first.map { $0.uppercased() + word.dropFirst() } ?? ""
                }.joined(separator: " "))
        }
    }
}

extension PlantRecord {
    /// The record with its kind written in `kindCase`.
    func withKind(in kindCase: KindCase) -> PlantRecord {
        guard kindCase != .keep, let kind = values.kind else { return self }
        var record = self
        record.values.kind = kindCase.apply(kind)
        return record
    }
}

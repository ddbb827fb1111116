import CorollaJSON
import CorollaStore

/// A plant's fields as a client sends them in one JSON object (the server's `POST /api/plants`
/// and `PATCH /api/plants/ID`): each member named by its field's JSON key, checked as a member of
/// an import's JSON record is (the same limits and messages). A member that is `null` clears its
/// field (the name cannot be cleared); a field without a member is left as it is.
public struct PlantFieldChanges: Sendable {
    private let record: PlantRecord

    /// `favorite`, when the object has it and it is not null.
    public var favorite: Bool? { record.favorite }

    /// Reads `members`, each of which must name one of `fields`; `requiringName`: the object must
    /// have a `name` (a new plant), else it may leave it out (an edit).
    ///
    /// - Throws: ``PlantFieldProblem`` naming the first member that is unknown or bad.
    public init(_ members: [JSONMember], accepting fields: [PlantField], requiringName: Bool) throws(PlantFieldProblem) {
        for member in members {
            guard let field = PlantField(rawValue: member.key), fields.contains(field) else {
                throw PlantFieldProblem(field: member.key, reason: "is not a field here; the fields are \(fields.map(\.rawValue).joined(separator: ", "))")
            }
        }
        var raw = RawRecord(
            line: 1, index: 1, names: members.map(\.key), values: members.map { $0.value == .null ? .absent : .json($0.value) })
        var named = members.map { PlantField(rawValue: $0.key) }
        if !requiringName {
            // A record with a key updates the fields it has: the name is then needed only when given.
            raw.names.append(PlantField.key.rawValue)
            raw.values.append(.json(.string(Self.editedKey)))
            named.append(.key)
        }
        do {
            record = try RecordDecoder(file: "request").decode(raw, fields: named)
        } catch let errors as ImportErrors {
            let first = errors.errors.first
            throw PlantFieldProblem(field: first?.field, reason: first?.reason ?? "\(errors)")
        } catch {
            throw PlantFieldProblem(field: nil, reason: "\(error)")
        }
    }

    /// The key an edit's record is read with (any key ``PlantKey`` allows; it is not written).
    private static let editedKey = "edited"

    /// The draft of the plant with these changes: `existing`'s with the fields given changed, or for
    /// a new plant (nil) a draft of the fields given whose key is derived from its name.
    public func draft(over existing: Plant?) -> PlantDraft {
        var draft = record.draft(key: existing?.key ?? "", over: existing)
        if existing == nil { draft.key = nil }
        return draft
    }
}

/// A member of a plant's JSON object that cannot be taken, and why.
public struct PlantFieldProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The member's name; nil when the problem is not one member's.
    public var field: String?
    public var reason: String

    public init(field: String?, reason: String) {
        self.field = field
        self.reason = reason
    }

    public var description: String { field.map { "\($0): \(reason)" } ?? reason }
}

import CorollaJSON
import CorollaService

extension Page {
    /// The fields of the page's plant form, from the declarations (``PlantField/editedOnPage``):
    /// a JSON array of `name` (the `/api/plants` member), `label`, `type` (`text`, `textarea` for
    /// text kept as written, `number`), `required`, `keeps_blank`, and the limit (`characters`,
    /// or `min` and `max`), with `<` escaped: what fills the page's `{{plantFields}}`, a JSON data
    /// block that `plant-form.js` builds and checks its form from.
    static let plantFields = JSONValue.array(PlantField.editedOnPage.map(formField)).rendered().replacingOccurrences(of: "<", with: "\\u003c")

    /// One field of the form.
    private static func formField(_ field: PlantField) -> JSONValue {
        let declaration = field.declaration
        let label = declaration.label.prefix(1).uppercased() + declaration.label.dropFirst() + (declaration.unit.map { " (\($0))" } ?? "")
        let type = declaration.type == .text ? (declaration.keepsBlank ? "textarea" : "text") : "number"
        var members = [
            JSONMember("name", .string(field.rawValue)), JSONMember("label", .string(label)), JSONMember("type", .string(type)),
            JSONMember("required", .bool(!declaration.clearable)), JSONMember("keeps_blank", .bool(declaration.keepsBlank)),
        ]
        switch declaration.limit {
        case .characters(let count): members.append(JSONMember("characters", .number(count)))
        case .wholeNumbers(let range): members += [JSONMember("min", .number(range.lowerBound)), JSONMember("max", .number(range.upperBound))]
        case .numbers(let range): members += [JSONMember("min", .number(range.lowerBound)), JSONMember("max", .number(range.upperBound))]
        case nil: break
        }
        return .object(members)
    }
}

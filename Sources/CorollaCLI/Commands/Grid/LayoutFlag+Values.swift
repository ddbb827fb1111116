import Foundation
import CorollaLayout
import CorollaService

extension LayoutFlag {
    /// The layout `kind` configured by the layout flags of `values` (and corolla's defaults for
    /// the flags not given), for a container `width` points wide.
    ///
    /// - Throws: ``UsageError`` for a flag the layout does not take, or a value it cannot use.
    static func layout(_ kind: AnyLayout.Kind, _ values: ParsedValues, width: Double) throws -> AnyLayout {
        var members = [JSONMember("type", .string(kind.rawValue))]
        for flag in all {
            let given = values.options[flag.name]
            guard let property = flag.properties[kind] else {
                if given != nil {
                    throw UsageError(message: "'--\(flag.name)' does not apply to the \(kind.rawValue) layout (it sets \(flag.propertyList)).")
                }
                continue
            }
            guard let text = given ?? flag.defaultValue else { continue }
            members.append(JSONMember(property, try flag.json(text, width: width)))
        }
        do {
            return try JSONTreeDecoder().decode(AnyLayout.self, from: .object(members))
        } catch let error as JSONPathError {
            throw UsageError(message: "The layout options cannot be used: \(error)")
        }
    }

    /// The flag that sets `property` (for messages about a layout's field), if any.
    static func named(forProperty property: String) -> LayoutFlag? {
        all.first { $0.properties.values.contains(property) }
    }

    /// `text` as the JSON value of the property.
    ///
    /// - Throws: ``UsageError`` naming the flag and what it expects.
    func json(_ text: String, width: Double) throws -> JSONValue {
        switch value {
        case .count(let range):
            guard let count = Int(text), range.contains(count) else { throw invalid(text, "a whole number from \(range.lowerBound) to \(range.upperBound)") }
            return .number(Double(count))
        case .length:
            return .number(try length(text, width: width))
        case .number:
            guard let number = Double(argument: text) else { throw invalid(text, "a number") }
            return .number(number)
        case .insets:
            let sides = try text.split(separator: ",", omittingEmptySubsequences: false).map { try length(String($0), width: width) }
            guard sides.count == 1 || sides.count == 4 else { throw invalid(text, "one number, or four: top,left,bottom,right") }
            let names = ["top", "left", "bottom", "right"]
            return .object(names.enumerated().map { JSONMember($1, .number(sides.count == 1 ? sides[0] : sides[$0])) })
        case .size:
            let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).compactMap { Double(argument: String($0)) }
            guard parts.count == 2, parts.allSatisfy({ (1...10_000).contains($0) }) else {
                throw invalid(text, "a size WxH, each side from 1 to 10000 points")
            }
            return .object([JSONMember("width", .number(parts[0])), JSONMember("height", .number(parts[1]))])
        case .choice(let names):
            guard names.contains(text) else {
                let near = Suggestion.closest(to: text, among: names).map { " Did you mean '\($0)'?" } ?? ""
                throw invalid(text, "one of " + names.joined(separator: ", "), near)
            }
            return .string(text)
        }
    }

    /// A length in points: finite, not negative, and not wider than the container.
    private func length(_ text: String, width: Double) throws -> Double {
        guard let points = Double(argument: text.trimmingCharacters(in: .whitespaces)), points >= 0 else { throw invalid(text, "a number of points, 0 or more") }
        guard points < width else {
            throw UsageError(message: "'--\(name) \(text)' is as wide as the container or wider (\(JSONValue.literal(width)) points).")
        }
        return points
    }

    private func invalid(_ text: String, _ expectation: String, _ suggestion: String = "") -> UsageError {
        UsageError(message: "Invalid value '\(text)' for '\(spec.synopsis)': expected \(expectation).\(suggestion)")
    }
}

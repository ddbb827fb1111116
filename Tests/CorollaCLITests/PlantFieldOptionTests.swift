import CorollaService
import CorollaTestSupport
import Foundation
import XCTest

/// The `plants add` / `plants edit` options of the plant fields, derived from their declarations.
final class PlantFieldOptionTests: CatalogTestCase {
    /// A value of `field`'s declared type within its declared limit, as the command line writes it,
    /// and as `--json` shows it.
    private func sample(_ field: PlantField) -> (argument: String, shown: String)? {
        let declaration = field.declaration
        switch declaration.type {
        case .text: return ("x-\(field.rawValue.replacingOccurrences(of: "_", with: "-"))", "x-\(field.rawValue.replacingOccurrences(of: "_", with: "-"))")
        case .integer:
            let number = String((declaration.limit?.wholeNumbers?.lowerBound ?? 0) + 1)
            return (number, number)
        case .number:
            let number = declaration.limit?.numbers.map { ($0.lowerBound + $0.upperBound) / 2 } ?? 1.5
            return (String(number), String(number))
        case .date: return ("2024-02-29", "2024-02-29")
        case .photo: return (PhotoFixtures.transparentPNG, "64")
        case .boolean, .dates: return nil
        }
    }

    /// Rule: each field that declares an option is set by it in `plants add` and `plants edit`,
    /// as `--json` shows (a photo by its width); a field with no option has none.
    func testEveryDeclaredOptionSetsItsField() throws {
        let help = try succeed(["plants", "add", "--help"]).stdout
        for (index, field) in PlantField.allCases.enumerated() {
            guard let option = field.declaration.option else { continue }
            XCTAssertTrue(help.contains("--\(option.name) <\(option.value)>"), "\(field): \(help)")
            let (argument, shown) = try XCTUnwrap(sample(field), "\(field)")
            let key = field == .key ? argument : "plant-\(index)"
            let shownKey = field == .photo ? "photo_width" : field.rawValue
            let keyed = field == .key ? [] : ["--key", key]
            let added = try json(try succeed(["plants", "add", "Plant \(index)"] + keyed + ["--\(option.name)", argument, "--json"])) as? [String: Any]
            XCTAssertEqual(added.map { "\($0[shownKey] ?? "none")" }, shown, "add: \(field)")
            let other = try json(try succeed(["plants", "add", "Other \(index)", "--key", "other-\(index)", "--json"])) as? [String: Any]
            XCTAssertNotEqual(other.map { "\($0[shownKey] ?? "none")" }, shown, "\(field) without the option")
            let edited = try json(try succeed(["plants", "edit", "other-\(index)", "--\(option.name)", argument == key ? key + "-2" : argument, "--json"]))
            let expected = field == .key ? key + "-2" : shown
            XCTAssertEqual((edited as? [String: Any]).map { "\($0[shownKey] ?? "none")" }, expected, "edit: \(field)")
        }
        for field in PlantField.allCases where field.declaration.option == nil {
            XCTAssertFalse(help.contains("--\(field.rawValue) "), "\(field)")
        }
    }
}

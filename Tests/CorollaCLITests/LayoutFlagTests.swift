import CorollaLayout
import CorollaService
import Foundation
import XCTest
@testable import CorollaCLI

/// The layout flags set the properties they name, directly on the layout.
final class LayoutFlagTests: XCTestCase {
    /// Values to give a flag: for a choice every name, else one unlike any default.
    private func samples(_ spec: OptionSpec) -> [String] {
        switch spec.value?.completion {
        case .list(let names): return names
        default: return [["n": "7", "WxH": "7x9", "radians": "0.25", "fraction": "0.25"][spec.value?.placeholder ?? ""] ?? "7"]
        }
    }

    /// The layout's options as a JSON object (every default filled in).
    private func members(_ layout: AnyLayout) throws -> [String: NSObject] {
        let object = try JSONSerialization.jsonObject(with: Data(try layout.canonicalForm().utf8))
        return try XCTUnwrap(object as? [String: NSObject])
    }

    /// Rule: the flags are derived from the layouts' registrations: every property a registered
    /// layout declares settable is set by the flag of its setting's name, and every flag sets
    /// some registered property.
    func testEveryRegisteredPropertyIsSetByItsFlag() {
        for property in AnyLayout.settableProperties {
            let flag = LayoutFlags.all.first { $0.spec.longName == "--" + property.settingName.rawValue }
            XCTAssertNotNil(flag, "\(property.kind.rawValue).\(property.name) declares '\(property.settingName)', which no flag is")
            XCTAssertEqual(flag?.sets(property.name, of: property.kind), true, "\(property.kind.rawValue).\(property.name)")
        }
        for flag in LayoutFlags.all {
            XCTAssertTrue(
                AnyLayout.settableProperties.contains { "--" + $0.settingName.rawValue == flag.spec.longName && flag.sets($0.name, of: $0.kind) },
                "\(flag.spec.longName) sets no registered property")
        }
    }

    /// Rule: a flag given to a layout changes exactly the property it says it sets there (the
    /// property names in the help and the key paths agree), and is refused by a layout without one.
    func testEachFlagSetsThePropertyItNames() throws {
        for flag in LayoutFlags.all {
            var changedSomewhere = false
            for kind in AnyLayout.Kind.allCases {
                for text in samples(flag.spec) {
                    var values = ParsedValues(declaredOptions: [flag.spec])
                    values.options[flag.spec.name] = text
                    var layout = AnyLayout(kind)
                    do {
                        _ = try flag.apply(values, to: &layout)
                    } catch let error as UsageError {
                        XCTAssertTrue(error.message.contains("does not apply to the \(kind.rawValue) layout"), error.message)
                        continue
                    }
                    let before = try members(AnyLayout(kind)), after = try members(layout)
                    let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
                    for name in changed { XCTAssertTrue(flag.sets(name, of: kind), "\(flag.spec.longName) \(text) changed \(kind).\(name)") }
                    changedSomewhere = changedSomewhere || !changed.isEmpty
                }
            }
            XCTAssertTrue(changedSomewhere, flag.spec.longName)
        }
    }

    /// Rule: absent, a flag leaves the layout as the card grid's defaults have it (the service's
    /// `GridDefaults`, which the server uses too), and `corolla grid` without options asks for
    /// exactly the service's default request of each layout.
    func testAbsentFlagsLeaveTheServicesDefaults() throws {
        let specs = GridOptions.all.map(\.spec)
        for kind in AnyLayout.Kind.allCases {
            var layout = GridDefaults.layout(kind)
            for flag in LayoutFlags.all { _ = try flag.apply(ParsedValues(declaredOptions: specs), to: &layout) }
            XCTAssertEqual(layout, GridDefaults.layout(kind), "\(kind)")
            var values = ParsedValues(declaredOptions: specs)
            values.options["layout"] = kind.rawValue
            for width in [390.0, 834, 1024] {
                let request = try GridOptions(values).request(width: width, purpose: .export(.png))
                XCTAssertEqual(request, try GridParameters(width: width, layout: kind).request(), "\(kind) at \(width)")
            }
        }
    }

    /// Rule: the default each flag's help states is what leaving the flag out does: giving the
    /// stated default changes no layout that has the property (but for the seed's fan geometry,
    /// which, given, draws the seed's fan instead of one fitted to the container).
    func testStatedDefaultsAreWhatAbsentFlagsDo() throws {
        let specs = GridOptions.all.map(\.spec)
        var stated = 0
        for flag in LayoutFlags.all {
            guard let text = flag.spec.value?.defaultText else { continue }
            stated += 1
            for kind in AnyLayout.Kind.allCases {
                var absent = ParsedValues(declaredOptions: specs)
                absent.options["layout"] = kind.rawValue
                var given = absent
                given.options[flag.spec.name] = text
                // A layout without the property refuses the flag.
                guard let withDefault = try? GridOptions(given) else { continue }
                var expected = try GridOptions(absent).layout
                if case .fan(var fan) = expected, ["start-angle", "angle-step", "radius-fraction"].contains(flag.spec.name) {
                    fan.fitsContainer = false
                    expected = .fan(fan)
                }
                XCTAssertEqual(withDefault.layout, expected, "\(flag.spec.longName) \(text) for \(kind)")
            }
        }
        XCTAssertEqual(stated, LayoutFlags.all.count - 2, "every flag but --columns and --max-item-spacing states its default")
    }

    /// Rule: by default the waterfall and the grid adapt their column count to the container (a
    /// 160-point minimum column: 2 columns at 390 points, 4 at 834, 6 at 1024); `--columns` keeps
    /// a fixed count at every width; giving both is refused.
    func testColumnsAdaptToTheContainerUnlessFixed() throws {
        let specs = GridOptions.all.map(\.spec)
        for kind in [AnyLayout.Kind.waterfall, .grid] {
            var values = ParsedValues(declaredOptions: specs)
            values.options["layout"] = kind.rawValue
            for (width, count) in [(390.0, 2), (834, 4), (1024, 6)] {
                XCTAssertEqual(try columnCount(GridOptions(values), width: width), count, "\(kind) at \(width)")
            }
            values.options["columns"] = "2"
            for width in [390.0, 834, 1024] { XCTAssertEqual(try columnCount(GridOptions(values), width: width), 2, "\(kind) at \(width)") }
            values.options["min-column-width"] = "100"
            XCTAssertThrowsError(try GridOptions(values)) { error in
                XCTAssertEqual((error as? UsageError)?.message, "Give '--min-column-width' or '--columns', not both.")
            }
        }
    }

    /// The column count of a grid of `options` in a container `width` points wide.
    private func columnCount(_ options: GridOptions, width: Double) throws -> Int {
        let request = try options.request(width: width, purpose: .warming)
        let items = [LayoutSection(items: Array(repeating: .height(10), count: 12))]
        let frames = try request.layout.layout(items, in: request.container, scale: request.scale).sections[0].items
        return Set(frames.map(\.minX)).count
    }

    /// Rule: each layout's default card style: chips for the aligned flow, tiles for the fan,
    /// cards otherwise; `--style` overrides it.
    func testDefaultStyleFollowsTheLayout() throws {
        var values = ParsedValues(declaredOptions: GridOptions.all.map(\.spec))
        for (kind, style) in [(AnyLayout.Kind.flow, "card"), (.aligned, "chip"), (.waterfall, "card"), (.grid, "card"), (.fan, "tile")] {
            values.options["layout"] = kind.rawValue
            XCTAssertEqual(try GridOptions(values).style.rawValue, style, "\(kind)")
        }
        values.options["style"] = "detail"
        XCTAssertEqual(try GridOptions(values).style.rawValue, "detail")
    }

    /// Rule: the lengths a flag sets are checked against the width the request is for.
    func testLengthsAreCheckedAtTheRequestedWidth() throws {
        var values = ParsedValues(declaredOptions: GridOptions.all.map(\.spec))
        values.options["inset"] = "400"
        let options = try GridOptions(values)
        XCTAssertNoThrow(try options.request(width: 1024, purpose: .warming))
        XCTAssertThrowsError(try options.request(width: 390, purpose: .warming)) { error in
            XCTAssertEqual((error as? UsageError)?.message, "'--inset 400' is as wide as the container or wider (390 points).")
        }
        values.options["inset"] = "300"
        XCTAssertThrowsError(try GridOptions(values).request(width: 390, purpose: .warming)) { error in
            XCTAssertEqual(
                (error as? UsageError)?.message,
                "The waterfall layout cannot use sectionInset (--inset) = 300.0+300.0: the container (390.0) is narrower than the section's insets.")
        }
    }
}

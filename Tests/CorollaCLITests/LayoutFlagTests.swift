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

    /// The command line `words` as `corolla grid` parses it.
    private func values(_ words: [String]) throws -> ParsedValues {
        guard case .run(_, let values) = try CommandLineParser(root: CorollaCommand.self).parse(["grid"] + words) else {
            throw UsageError(message: "'corolla grid \(words)' does not run")
        }
        return values
    }

    /// The grid options `words` give.
    private func options(_ words: [String]) throws -> GridOptions {
        try GridOptions(values(words))
    }

    /// Every layout flag, named.
    private let flags = LayoutFlags.declared.all

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
            let flag = flags.first { $0.spec.longName == "--" + property.settingName.rawValue }
            XCTAssertNotNil(flag, "\(property.kind.rawValue).\(property.name) declares '\(property.settingName)', which no flag is")
            XCTAssertEqual(flag?.sets(property.name, of: property.kind), true, "\(property.kind.rawValue).\(property.name)")
        }
        for flag in flags {
            XCTAssertTrue(
                AnyLayout.settableProperties.contains { "--" + $0.settingName.rawValue == flag.spec.longName && flag.sets($0.name, of: $0.kind) },
                "\(flag.spec.longName) sets no registered property")
        }
    }

    /// Rule: a flag given to a layout changes exactly the property it says it sets there (the
    /// property names in the help and the key paths agree), and is refused by a layout without one.
    func testEachFlagSetsThePropertyItNames() throws {
        for declared in flags {
            var changedSomewhere = false
            for kind in AnyLayout.Kind.allCases {
                for text in samples(declared.spec) {
                    let given = try LayoutFlags(values([declared.spec.longName, text]))
                    let flag = try XCTUnwrap(given.all.first { $0.spec.name == declared.spec.name })
                    XCTAssertEqual(given.given, [flag.spec.name])
                    var layout = AnyLayout(kind)
                    do {
                        _ = try flag.apply(to: &layout, given: given.given)
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
            XCTAssertTrue(changedSomewhere, declared.spec.longName)
        }
    }

    /// Rule: absent, a flag leaves the layout as the card grid's defaults have it (the service's
    /// `GridDefaults`, which the server uses too), and `corolla grid` without options asks for
    /// exactly the service's default request of each layout.
    func testAbsentFlagsLeaveTheServicesDefaults() throws {
        let absent = try LayoutFlags(values([]))
        XCTAssertEqual(absent.given, [])
        for kind in AnyLayout.Kind.allCases {
            var layout = GridDefaults.layout(kind)
            for flag in absent.all { _ = try flag.apply(to: &layout, given: []) }
            XCTAssertEqual(layout, GridDefaults.layout(kind), "\(kind)")
            for width in [390.0, 834, 1024] {
                let request = try options(["--layout", kind.rawValue]).request(width: width, purpose: .export(.png))
                XCTAssertEqual(request, try GridParameters(width: width, layout: kind).request(), "\(kind) at \(width)")
            }
        }
    }

    /// Rule: the default each flag's help states is what leaving the flag out does: giving the
    /// stated default changes no layout that has the property (but for the seed's fan geometry,
    /// which, given, draws the seed's fan instead of one fitted to the container).
    func testStatedDefaultsAreWhatAbsentFlagsDo() throws {
        var stated = 0
        for flag in flags {
            guard let text = flag.spec.value?.defaultText else { continue }
            stated += 1
            for kind in AnyLayout.Kind.allCases {
                // A layout without the property refuses the flag.
                guard let withDefault = try? options(["--layout", kind.rawValue, flag.spec.longName, text]) else { continue }
                var expected = try options(["--layout", kind.rawValue]).layout
                if case .fan(var fan) = expected, ["start-angle", "angle-step", "radius-fraction"].contains(flag.spec.name) {
                    fan.fitsContainer = false
                    expected = .fan(fan)
                }
                XCTAssertEqual(withDefault.layout, expected, "\(flag.spec.longName) \(text) for \(kind)")
            }
        }
        XCTAssertEqual(stated, flags.count - 2, "every flag but --columns and --max-item-spacing states its default")
    }

    /// Rule: by default the waterfall and the grid adapt their column count to the container (a
    /// 160-point minimum column: 2 columns at 390 points, 4 at 834, 6 at 1024); `--columns` keeps
    /// a fixed count at every width; giving both is refused.
    func testColumnsAdaptToTheContainerUnlessFixed() throws {
        for kind in [AnyLayout.Kind.waterfall, .grid] {
            let layout = ["--layout", kind.rawValue]
            for (width, count) in [(390.0, 2), (834, 4), (1024, 6)] {
                XCTAssertEqual(try columnCount(options(layout), width: width), count, "\(kind) at \(width)")
            }
            let columns = layout + ["--columns", "2"]
            for width in [390.0, 834, 1024] { XCTAssertEqual(try columnCount(options(columns), width: width), 2, "\(kind) at \(width)") }
            XCTAssertThrowsError(try options(columns + ["--min-column-width", "100"])) { error in
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
        for (kind, style) in [(AnyLayout.Kind.flow, "card"), (.aligned, "chip"), (.waterfall, "card"), (.grid, "card"), (.fan, "tile")] {
            XCTAssertEqual(try options(["--layout", kind.rawValue]).style.rawValue, style, "\(kind)")
            XCTAssertEqual(try options(["--layout", kind.rawValue, "--style", "detail"]).style.rawValue, "detail", "\(kind)")
        }
    }

    /// Rule: the lengths a flag sets are checked against the width the request is for.
    func testLengthsAreCheckedAtTheRequestedWidth() throws {
        let inset = try options(["--inset", "400"])
        XCTAssertNoThrow(try inset.request(width: 1024, purpose: .warming))
        XCTAssertThrowsError(try inset.request(width: 390, purpose: .warming)) { error in
            XCTAssertEqual((error as? UsageError)?.message, "'--inset 400' is as wide as the container or wider (390 points).")
        }
        XCTAssertThrowsError(try options(["--inset", "300"]).request(width: 390, purpose: .warming)) { error in
            XCTAssertEqual(
                (error as? UsageError)?.message,
                "The waterfall layout cannot use sectionInset (--inset) = 300.0+300.0: the container (390.0) is narrower than the section's insets.")
        }
    }
}

import CorollaCards
import CorollaLayout
@testable import CorollaService
import CorollaStore
import XCTest

/// The one builder of grid requests, which `corolla grid` and `/api/grid` both use.
final class GridParametersTests: XCTestCase {
    /// Rule: without options the builder gives the card grid's default request of each layout,
    /// the style its layout's, and the date the day watering is judged on.
    func testDefaultsAreTheDefaultRequest() throws {
        for kind in AnyLayout.Kind.allCases {
            for width in [390.0, 834] {
                let request = try GridParameters(width: width, layout: kind).request()
                let expected = GridRequest(
                    layout: GridDefaults.layout(kind), container: Size(width: width, height: GridDefaults.containerHeight),
                    scale: DisplayScale(Double(GridDefaults.scale)), style: GridDefaults.style(for: kind), date: CalendarDate.today.midnightUTC,
                    grouping: GridDefaults.grouping, headerHeight: GridDefaults.headerHeight)
                XCTAssertEqual(request, expected, "\(kind) at \(width)")
            }
        }
    }

    /// Rule: a value beyond its limits or not one it takes is refused naming it, in the words the
    /// front end gives it, and saying what it must be.
    func testRefusalsNameTheValue() {
        var parameters = GridParameters(width: 390)
        let cases: [(GridParameters.Name, String, String)] = [
            (.width, "0", "width must be a number of points from 1 to 10000, not '0'"),
            (.height, "nan", "height must be a number of points from 1 to 10000, not 'nan'"),
            (.scale, "4", "scale must be one of 1, 2, 3, not '4'"),
            (.layout, "fan", "layout must be one of waterfall, grid, not 'fan'"),
            (.grouping, "plant", "grouping must be one of none, kind, not 'plant'"),
            (.needsWater, "yes", "needsWater must be one of false, true, not 'yes'"),
        ]
        for (name, text, message) in cases {
            XCTAssertThrowsError(try parameters.set(name, text: text, layouts: [.waterfall, .grid])) { error in
                XCTAssertEqual((error as? GridParameterError)?.description, message)
            }
        }
        parameters.scale = 0
        XCTAssertThrowsError(try parameters.request()) { error in
            XCTAssertEqual((error as? GridParameterError)?.message(calling: "--scale"), "--scale must be one of 1, 2, 3, not '0'")
        }
    }

    /// Rule: a layout property the container cannot give is refused naming the layout, the
    /// property and why, before any catalog is read.
    func testALayoutsRefusalNamesTheProperty() {
        var parameters = GridParameters(width: 390, layout: .flow)
        parameters.layout = .flow(FlowLayout(sectionInset: EdgeInsets(left: 200, right: 200)))
        XCTAssertThrowsError(try parameters.request()) { error in
            guard case .refused(let refusal) = error as? GridParameterError else { return XCTFail("\(error)") }
            XCTAssertEqual([refusal.kind.rawValue, refusal.property], ["flow", "sectionInset"])
            XCTAssertEqual(
                refusal.message(setting: "--inset"),
                "The flow layout cannot use sectionInset (--inset) = 200.0+200.0: the container (390.0) is narrower than the section's insets.")
        }
    }

    /// Rule: the service reports a layout's refusal met while computing a grid as the builder
    /// does, naming the layout and the property, whichever front end asked.
    func testTheServiceReportsALayoutsRefusalAsTheBuilderDoes() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 3, favorites: 3))
        var request = try GridParameters(width: 390).request()
        request.layout = .waterfall(WaterfallLayout(sectionInset: EdgeInsets(left: 300, right: 300)))
        XCTAssertThrowsError(try service.grid.result(for: request)) { error in
            guard case .refused(let refusal) = error as? GridParameterError else { return XCTFail("\(error)") }
            XCTAssertEqual([refusal.kind.rawValue, refusal.property], ["waterfall", "sectionInset"])
        }
    }

    /// Rule: text values set what the typed ones do: the filters, the style, the grouping and the
    /// scale read from a query are the request the same values give.
    func testTextValuesAreTheTypedOnes() throws {
        var fromText = GridParameters(width: 390)
        for (name, text) in [(GridParameters.Name.layout, "grid"), (.style, "chip"), (.scale, "3"), (.grouping, "kind"), (.kinds, "Fern, herb"),
            (.needsWater, "true"), (.search, "mon")]
        {
            try fromText.set(name, text: text)
        }
        var typed = GridParameters(width: 390, layout: .grid)
        typed.style = .chip
        typed.scale = 3
        typed.grouping = .kind
        typed.kinds = ["Fern", "herb"]
        typed.needsWater = true
        typed.search = "mon"
        typed.today = fromText.today
        XCTAssertEqual(try fromText.request(), try typed.request())
        XCTAssertEqual(try fromText.request().filter, PlantFilter(kinds: ["fern", "herb"], search: "mon", needsWaterOn: fromText.today))
        XCTAssertThrowsError(try fromText.set(.kinds, text: "Fern, herb,")) { error in
            XCTAssertEqual((error as? GridParameterError)?.message(calling: "kind"), "kind has an empty item (item 3), not 'Fern, herb,'")
        }
    }

    /// Rule: the result carries its scale, and the report its time in milliseconds to a tenth.
    func testTheResultCarriesItsScaleAndTheReportItsMilliseconds() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 6, favorites: 5))
        var parameters = GridParameters(width: 390)
        parameters.scale = 3
        let result = try service.grid.result(for: try parameters.request())
        XCTAssertEqual(result.scale, 3)
        let (seconds, attoseconds) = result.report.total.components
        XCTAssertEqual(result.report.milliseconds, ((Double(seconds) * 1_000 + Double(attoseconds) / 1e15) * 10).rounded() / 10)
        XCTAssertEqual(result.report.milliseconds, (result.report.milliseconds * 10).rounded() / 10)
    }

    /// Rule: the purpose decides storing, contents and the sides: an export stores and has what
    /// the cards show unless written as JSON, warming stores ids and frames, the page rounds the
    /// sides down to whole points (refusing a side below one point after rounding), stores only
    /// when it says so and reads contents only for the headers of a grouped grid.
    func testThePurposeDecidesStoringContentsAndRounding() throws {
        var parameters = GridParameters(width: 390.7)
        parameters.height = 600.9
        for (purpose, grouping, stores, contents, sides) in [
            (GridRequest.Purpose.export(.png), GridRequest.Grouping.none, true, true, [390.7, 600.9]),
            (.export(.txt), .none, true, true, [390.7, 600.9]), (.export(.json), .kind, true, false, [390.7, 600.9]),
            (.warming, .kind, true, false, [390.7, 600.9]), (.page(storing: true), .none, true, false, [390, 600]),
            (.page(storing: false), .kind, false, true, [390, 600]),
        ] {
            parameters.purpose = purpose
            parameters.grouping = grouping
            let request = try parameters.request()
            XCTAssertEqual([request.storesResult, request.includesContents], [stores, contents], "\(purpose) \(grouping)")
            XCTAssertEqual([request.container.width, request.container.height], sides, "\(purpose)")
        }
        parameters.width = 0.5
        XCTAssertThrowsError(try parameters.request()) { error in
            guard case .invalid(.width, _, let given) = error as? GridParameterError else { return XCTFail("\(error)") }
            XCTAssertEqual(given, "0.0")
        }
    }
}

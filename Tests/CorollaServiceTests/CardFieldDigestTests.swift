import CorollaCards
import CorollaService
import Foundation
import XCTest

@testable import CorollaService

/// A card's image digest and its measured-content hash follow the declarations: every field a
/// card shows is in the digest, every field that changes a card's size in the hash.
final class CardFieldDigestTests: XCTestCase {
    /// A plant with every field a card shows set.
    private let base = PlantDraft(
        name: "Hoya 球兰", kind: "vine", notes: "  Dry out between waterings.  ", waterEveryDays: 5,
        lastWatered: CalendarDate(daysSince1970: 20_513), photoAspect: 0.75, photo: PlantPhoto(bytes: [1, 2, 3], width: 3, height: 4))

    /// Another value of `field`'s declared type than `value`.
    private func other(_ value: PlantValue?) throws -> PlantValue {
        switch try XCTUnwrap(value) {
        case .text(let text): .text(text + " changed")
        case .integer(let number): .integer(number + 1)
        case .number(let number): .number(number + 0.5)
        case .date(let day): .date(CalendarDate(daysSince1970: day.daysSince1970 + 1))
        case .photo(let photo): .photo(PlantPhoto(bytes: photo.bytes + [9], width: photo.width, height: photo.height))
        case .boolean(let flag): .boolean(!flag)
        case .dates(let days): .dates(days + [CalendarDate(daysSince1970: 0)])
        }
    }

    /// Rule: changing any one field declared shown on cards changes the card's image digest, and
    /// any one declared to change a card's size changes the detail style's measured-content hash;
    /// a field a card does not show (the key) changes neither.
    func testEveryShownFieldIsInTheDigestAndEveryMeasuredOneInTheHash() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 1, favorites: 0))
        let date = CalendarDate(daysSince1970: 20_514).midnightUTC
        let digest = { (draft: PlantDraft) in
            service.cards.digest(CardContent(fields: draft), style: .detail, userInterfaceStyle: .light, date: date)
        }
        let hash = { (draft: PlantDraft) in MeasuredContent(CardContent(fields: draft), style: .detail).hash }
        XCTAssertFalse(PlantField.shownOnCards.isEmpty)
        for field in PlantField.shownOnCards {
            var changed = base
            changed.setValue(try other(base.value(of: field)), for: field)
            XCTAssertNotEqual(digest(changed), digest(base), "\(field) is not in the card digest")
            if field.declaration.changesCardSize {
                XCTAssertNotEqual(hash(changed), hash(base), "\(field) is not in the measured-content hash")
            } else {
                XCTAssertEqual(hash(changed), hash(base), "\(field) does not change a card's size")
            }
        }
        var keyed = base
        keyed.key = "another-key"
        XCTAssertEqual(digest(keyed), digest(base))
    }

    /// Rule: every style is measured from fields declared to change a card's size and shown on
    /// cards, so that the hash (of those fields) covers what each style measures.
    func testEveryStyleMeasuresDeclaredFieldsOnly() {
        for style in CardStyle.allCases {
            XCTAssertTrue(Set(style.measuredFields).isSubset(of: PlantField.measuredOnCards), "\(style)")
        }
        XCTAssertEqual(Set(CardStyle.detail.measuredFields), Set(PlantField.measuredOnCards))
    }
}

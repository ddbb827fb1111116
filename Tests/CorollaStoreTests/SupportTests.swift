import XCTest

@testable import CorollaStore

/// SHA-256, slugs and calendar dates.
final class SupportTests: XCTestCase {
    /// Rule: SHA-256 matches the FIPS 180-4 test vectors (empty, one block, two blocks, a million a's).
    func testSHA256Vectors() {
        XCTAssertEqual(SHA256.hexDigest("".utf8), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hexDigest("abc".utf8), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256.hexDigest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(
            SHA256.hexDigest(Array(repeating: UInt8(ascii: "a"), count: 1_000_000)),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Rule: hashing a message in pieces (of every split around the 56- and 64-byte block edges, and
    /// from a non-contiguous collection) gives the digest of the whole.
    func testSHA256Incremental() {
        for length in [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 300] {
            let message = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let whole = SHA256.digest(message)
            for split in Set([0, 1, length / 2, max(0, length - 1), length]) where split <= length {
                var hasher = SHA256()
                hasher.update(message[..<split])
                hasher.update(message[split...].lazy.map { $0 })
                XCTAssertEqual(hasher.finalize(), whole, "length \(length), split \(split)")
            }
        }
    }

    /// Rule: a key derived from a name is lowercase words joined by hyphens; letters of every script
    /// are kept, apostrophes vanish inside words, compatibility forms are unified; a slug of ASCII
    /// digits only (which would read as an id) starts with `plant-`.
    func testSlugs() {
        let cases = [
            "Monstera deliciosa 'Thai Constellation'": "monstera-deliciosa-thai-constellation",
            "龟背竹": "龟背竹",
            "Bird's Nest Fern": "birds-nest-fern",
            "Begonia × Rex  (Painted-leaf)": "begonia-rex-painted-leaf",
            "Échevéria Élégans": "échevéria-élégans",
            "ｍｏｎｓｔｅｒａ ２": "monstera-2",
            "がじゅまる": "がじゅまる",
            "  --Aloe vera--  ": "aloe-vera",
            "!!!": "plant",
            "1984": "plant-1984",
            "１２３": "plant-123",
            "2 + 2": "2-2",
        ]
        for (name, slug) in cases {
            XCTAssertEqual(Slug.make(from: name), slug, name)
        }
    }

    /// Rule: a calendar date exists (leap years included) and prints as YYYY-MM-DD.
    func testCalendarDates() throws {
        XCTAssertEqual(CalendarDate(iso: "2024-02-29")?.description, "2024-02-29")
        XCTAssertNil(CalendarDate(iso: "2023-02-29"))
        XCTAssertNil(CalendarDate(iso: "1900-02-29"))
        XCTAssertNotNil(CalendarDate(iso: "2000-02-29"))
        XCTAssertNil(CalendarDate(iso: "2024-4-01"))
        XCTAssertNil(CalendarDate(iso: "2024-04-31"))
        // Only YYYY-MM-DD in ASCII digits: no other digits, signs, separators or spaces.
        for shape in ["２０２４-04-01", "2024-04-0١", "+024-04-01", "2024/04/01", "2024-04-01 ", " 2024-04-01", "2024--4-01", "", "2024-04-1\u{301}"] {
            XCTAssertNil(CalendarDate(iso: shape), shape)
        }
        XCTAssertEqual(CalendarDate(iso: "0000-01-01")?.description, "0000-01-01")
        XCTAssertEqual(CalendarDate(iso: "9999-12-31")?.description, "9999-12-31")
        XCTAssertEqual(CalendarDate(year: 7, month: 1, day: 2)?.description, "0007-01-02")
        XCTAssertLessThan(try XCTUnwrap(CalendarDate(iso: "2023-12-31")), try XCTUnwrap(CalendarDate(iso: "2024-01-01")))
    }
}

/// Days since 1970 and back: the CLI's `today` and date arithmetic.
final class CalendarDayCountTests: XCTestCase {
    func testKnownDays() {
        XCTAssertEqual(CalendarDate(iso: "1970-01-01")?.daysSince1970, 0)
        XCTAssertEqual(CalendarDate(iso: "2000-03-01")?.daysSince1970, 11_017)
        XCTAssertEqual(CalendarDate(iso: "1969-12-31")?.daysSince1970, -1)
        XCTAssertEqual(CalendarDate(daysSince1970: 11_016).description, "2000-02-29")
    }

    /// Rule: every day of the years 0…9999 goes to its count and back; beyond, it is clamped.
    func testRoundTripOverTheWholeRange() {
        var previous = CalendarDate(daysSince1970: -719_529)
        XCTAssertEqual(previous.description, "0000-01-01")
        var failures = 0
        for days in stride(from: -719_528, through: 2_932_896, by: 1) {
            let date = CalendarDate(daysSince1970: days)
            if date.daysSince1970 != days || (days > -719_528 && !(previous < date)) { failures += 1 }
            previous = date
        }
        XCTAssertEqual(failures, 0)
        XCTAssertEqual(CalendarDate(daysSince1970: .max).description, "9999-12-31")
    }
}

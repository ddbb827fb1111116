import CorollaTestSupport
import XCTest

@testable import CorollaStore

/// XXH3-128 content hashes, slugs and calendar dates.
final class SupportTests: XCTestCase {
    /// Rule: a content hash is libxxhash's XXH3-128 in canonical byte order, as `xxhsum -H2` prints
    /// it (the empty input's is the library's own test vector, {0x6001C324468D497F, 0x99AA06D3014798D8}),
    /// for inputs in each of XXH3's length classes.
    func testXXH3Vectors() {
        XCTAssertEqual(ContentHash(of: "").description, "99aa06d3014798d86001c324468d497f")
        XCTAssertEqual(ContentHash(of: "abc").description, "06b05ab6733a618578af5f94892f3950")
        XCTAssertEqual(
            ContentHash(of: "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq").description, "3d62d22a5169b016c0d894fd4828a1a7")
        XCTAssertEqual(ContentHash(of: (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }).description, "a0b29158ee3e8112baad8e6a5f186ce6")
        XCTAssertEqual(ContentHash(of: Array(repeating: UInt8(ascii: "a"), count: 1_000_000)).description, "a545df8e384a9579b1fd6fae5285c4eb")
        XCTAssertEqual(ContentHash(of: "abc").bytes.count, 16)
        XCTAssertEqual(ContentHash(bytes: ContentHash(of: "abc").bytes), ContentHash(of: "abc"))
        XCTAssertNil(ContentHash(bytes: Array(repeating: 0, count: 32)))
    }

    /// Rule: hashing a message in pieces (every split around XXH3's 16-, 128-, 240- and 256-byte
    /// edges, from a non-contiguous collection too) gives the hash of the whole.
    func testXXH3Incremental() {
        for length in [0, 1, 16, 17, 128, 129, 240, 241, 255, 256, 257, 300, 1_100] {
            let message = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let whole = ContentHash(of: message)
            for split in Set([0, 1, length / 2, max(0, length - 1), length]) where split <= length {
                let hasher = XXH3Hasher()
                hasher.update(message[..<split])
                hasher.update(message[split...].lazy.map { $0 })
                XCTAssertEqual(hasher.digest(), whole, "length \(length), split \(split)")
            }
        }
        let hasher = XXH3Hasher()
        hasher.update(littleEndian: 0x0102_0304_0506_0708)
        hasher.update(byte: 9)
        XCTAssertEqual(hasher.digest(), ContentHash(of: [8, 7, 6, 5, 4, 3, 2, 1, 9] as [UInt8]))
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

    /// Rule (property): a slug is at most `Slug.limit` characters whatever the name, so the key made
    /// from it with any `-N` is within the key's limit; the same name gives the same slug, and two
    /// long names that differ only past the limit get two slugs.
    func testLongNamesGiveShortenedSlugs() {
        var random = SplitMix64(seed: 2_612)
        let words = ["monstera", "龟背竹", "échevéria", "がじゅまる", "ficus", "1984", "bird's", "×", "x"]
        for _ in 0..<200 {
            let count = Int.random(in: 1...120, using: &random)
            let name = (0..<count).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
            let slug = Slug.make(from: name)
            XCTAssertLessThanOrEqual(slug.count, Slug.limit, name)
            XCTAssertNil(PlantKey.problem(slug + "-99999"), slug)
            XCTAssertEqual(Slug.make(from: name), slug)
            if slug.count == Slug.limit {
                XCTAssertNotEqual(Slug.make(from: name + " fern"), slug, name)
            }
        }
        XCTAssertEqual(Slug.make(from: String(repeating: "a", count: Slug.limit)).count, Slug.limit)
        XCTAssertEqual(Slug.make(from: String(repeating: "a", count: Slug.limit)), String(repeating: "a", count: Slug.limit))
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

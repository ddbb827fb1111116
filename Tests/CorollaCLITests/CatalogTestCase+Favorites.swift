import Foundation
import XCTest

extension CatalogTestCase {
    /// Imports `count` favorites with names and notes of varied lengths, kinds foliage, fern and
    /// herb in turn.
    func addFavorites(count: Int) throws {
        var csv = "key,name,kind,notes,favorite,position\n"
        for index in 0..<count {
            let notes = String(repeating: "Bright light; water when the soil is dry. ", count: index % 5)
            let name = "Plant \(index) " + String(repeating: "x", count: index % 23)
            csv += "p\(index),\(name),\(["foliage", "fern", "herb"][index % 3]),\"\(notes)\",true,\(index)\n"
        }
        XCTAssertEqual(try importFile("plants.csv", csv, ["-q"]).status, 0)
    }

    /// The width and height of the PNG at `path`, from its header.
    func pixelSize(_ path: String) throws -> [Int] {
        let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        guard png.count >= 24 else { return [] }
        return [16, 20].map { offset in png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
    }
}

import CorollaLayout
@testable import CorollaService
@testable import CorollaStore
import Foundation

/// Mutates the stored layout row of a small catalog — its blobs' bytes and lengths, the archive
/// version, the revision, the checksum — and its card size rows — their sizes' bits, their
/// checksums' bytes and lengths — and computes the grid from them (with card sizes mutated, the
/// layout row is deleted, so that the grid reads them). Mutated as stored (the checksums left as
/// they were), every row must give exactly the grid computed without caches; with the checksums
/// made right again (whole rows that disagree with the catalog), the grid must still come out
/// without a crash and show exactly the favorites. Anything else stops the fuzzer.
public enum CacheRowHarness {
    /// The catalog, its service, the request, the pristine row and the uncached grid.
    private struct Fixture {
        let service: CatalogService
        let request: GridRequest
        let row: [DatabaseValue]
        /// The card size rows, in `sizeColumns` order.
        let sizes: [[DatabaseValue]]
        let expected: GridResult
    }

    /// The columns of the card size rows the harness restores and mutates (the size and its
    /// checksum after the key).
    private static let sizeColumns = "content_hash, style, column_width, fingerprint, width, height, checksum"

    /// The columns the harness restores and mutates, in `Fixture.row` order.
    private static let columns = "revision, manifest, frames, content_width, content_height, checksum"

    nonisolated(unsafe) private static let fixture: Fixture? = try? makeFixture()

    private static func makeFixture() throws -> Fixture {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("corolla-fuzz-cache-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let service = try CatalogService(path: folder.appendingPathComponent("garden.sqlite").path)
        let kinds = ["fern", "succulent", nil, "herb"]
        for index in 0..<24 {
            let plant = try service.plants.add(
                PlantDraft(name: "Plant \(index)", kind: kinds[index % kinds.count], notes: String(repeating: "Notes. ", count: index % 5)))
            try service.favorites.add(.id(plant.id))
        }
        let request = GridRequest(
            layout: .waterfall(WaterfallLayout(columnCount: 2)), container: Size(width: 390, height: 844), style: .detail,
            date: Date(timeIntervalSince1970: 1_790_000_000))
        _ = try service.grid.result(for: request)
        let row = try service.store.database.fetchOne("SELECT \(columns) FROM layout_cache")
        var bypass = request
        bypass.noCache = true
        let sizes = try service.store.database.fetchAll("SELECT \(sizeColumns) FROM card_sizes").map(\.values)
        return Fixture(
            service: service, request: request, row: try row.orMissingRow("layout_cache").values, sizes: sizes, expected: try service.grid.result(for: bypass))
    }

    /// Makes the catalog, its first grid and the uncached grid.
    public static func prepare() {
        guard fixture != nil else { fatalError("cannot make the fuzzing catalog") }
    }

    /// Restores the pristine row, applies the mutations `bytes` describe, and checks the grid.
    public static func run(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        guard let fixture else { fatalError("cannot make the fuzzing catalog") }
        guard let flags = bytes.first else { return 0 }
        var row = fixture.row
        var sizes = fixture.sizes
        var offset = 1
        while offset + 3 <= bytes.count {
            let (operation, position) = (bytes[offset], Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]))
            if operation & 0x80 == 0 { mutate(&row, operation: operation, at: position) } else { mutate(&sizes, operation: operation, at: position) }
            offset += 3
        }
        if flags & 1 != 0, case .integer(let revision) = row[0] { row[0] = .integer(revision - 1) }
        let whole = flags & 2 != 0
        if whole, case .blob(let manifest) = row[1], case .blob(let frames) = row[2], case .real(let width) = row[3],
            case .real(let height) = row[4], case .integer(let revision) = row[0]
        {
            row[5] = .blob(
                manifest.withUnsafeBytes { manifest in
                    frames.withUnsafeBytes { frames in
                        BinaryCoding.checksum(revision: revision, manifest: manifest, frames: frames, contentWidth: width, contentHeight: height)
                    }
                })
        }
        if whole { sizes = sizes.map(checksummed) }
        let sizesMutated = sizes != fixture.sizes
        do {
            let database = fixture.service.store.database
            try database.execute("PRAGMA ignore_check_constraints = ON")
            try database.execute(
                "UPDATE layout_cache SET (\(columns)) = (?, ?, ?, ?, ?, ?)", row)
            try database.execute("DELETE FROM card_sizes")
            for size in sizes { try database.execute("INSERT INTO card_sizes (\(sizeColumns)) VALUES (?, ?, ?, ?, ?, ?, ?)", size) }
            // The layout row would be a hit, which reads no card size.
            if sizesMutated { try database.execute("DELETE FROM layout_cache") }
            let grid = try fixture.service.grid.result(for: fixture.request)
            guard grid.plantIDs == fixture.expected.plantIDs, grid.layout.hasWellFormedFrames else {
                fatalError("a grid of other cards or frames that are not numbers from a mutated row")
            }
            if !whole, grid.layout.archive.map(\.bitPattern) != fixture.expected.layout.archive.map(\.bitPattern) {
                fatalError("a damaged row gave another grid than the uncached one")
            }
        } catch is LayoutError where whole && sizesMutated {
            // Whole rows told the engine sizes it refuses (beyond finite space): refused, not drawn.
        } catch {
            fatalError("a grid failed on a mutated cache row: \(error)")
        }
        return 0
    }

    /// One mutation of the card size row `position` picks (by the operation's low bits): flip a bit
    /// of its width or height, overwrite a byte of its checksum, or cut the checksum.
    private static func mutate(_ sizes: inout [[DatabaseValue]], operation: UInt8, at position: Int) {
        guard !sizes.isEmpty else { return }
        let index = position % sizes.count
        let bit = UInt64(position >> 8) % 64
        switch operation & 3 {
        case 0, 1:
            let column = 4 + Int(operation & 1)
            guard case .real(let value) = sizes[index][column] else { return }
            let flipped = Double(bitPattern: value.bitPattern ^ (1 << bit))
            // SQLite stores a NaN as NULL, which the column refuses.
            if !flipped.isNaN { sizes[index][column] = .real(flipped) }
        case 2:
            guard case .blob(var checksum) = sizes[index][6], !checksum.isEmpty else { return }
            checksum[Int(bit) % checksum.count] ^= operation | 1
            sizes[index][6] = .blob(checksum)
        default:
            guard case .blob(let checksum) = sizes[index][6] else { return }
            sizes[index][6] = .blob(Array(checksum.dropLast(1 + Int(bit) % 16)))
        }
    }

    /// A card size row with the checksum of what it stores.
    private static func checksummed(_ size: [DatabaseValue]) -> [DatabaseValue] {
        guard case .blob(let hash) = size[0], let contentHash = ContentHash(bytes: hash), case .text(let style) = size[1],
            case .real(let columnWidth) = size[2], case .text(let fingerprint) = size[3], case .real(let width) = size[4],
            case .real(let height) = size[5]
        else { return size }
        let key = CardSizeKey(contentHash: contentHash, style: style, columnWidth: columnWidth, fingerprint: fingerprint)
        var row = size
        row[6] = .blob(BinaryCoding.checksum(key, CardSize(width: width, height: height)))
        return row
    }

    /// One mutation of a blob (manifest or frames, by the operation's low bit): overwrite a byte,
    /// cut the blob, append bytes, or set its first eight bytes (the archive version).
    private static func mutate(_ row: inout [DatabaseValue], operation: UInt8, at position: Int) {
        let column = 1 + Int(operation & 1)
        guard case .blob(var blob) = row[column] else { return }
        switch (operation >> 1) % 4 {
        case 0 where !blob.isEmpty: blob[position % blob.count] = UInt8(truncatingIfNeeded: position >> 8 ^ Int(operation))
        case 1: blob.removeLast(min(blob.count, position % 64))
        case 2: blob += Array(repeating: UInt8(truncatingIfNeeded: position), count: position % 24)
        default:
            let version = Double(position % 5).bitPattern
            for index in 0..<min(8, blob.count) { blob[index] = UInt8(truncatingIfNeeded: version >> (8 * UInt64(index))) }
        }
        row[column] = .blob(blob)
    }
}

import CorollaService
import CorollaStore
import CorollaTestSupport
import Foundation
import XCTest

/// Restores while other connections write: no write that was answered with success is lost.
final class RestoreStormTests: XCTestCase {
    /// Rule: writers on their own connections add plants while the catalog is restored five times;
    /// every add that succeeded is in the catalog at the end or in one of the kept copies (an add
    /// committed before a restore's lock is in its kept copy; one that waited for the lock is in
    /// the restored catalog), and after each restore the revision is past every revision seen
    /// before it.
    func testNoAcknowledgedWriteIsLostDuringRestores() throws {
        let folder = try makeTemporaryFolder()
        let path = folder.path("garden.sqlite")
        let service = try CatalogService(path: path)
        _ = try service.plants.add(PlantDraft(key: "seed", name: "Seed"))
        XCTAssertEqual(try service.transfer.backup(to: folder.path("backup.sqlite")), CatalogService.Machinery.latestSchemaVersion)
        let tally = Tally()
        let group = DispatchGroup()
        for writer in 0..<3 {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                guard let own = try? CatalogService(path: path) else { return }
                for index in 0..<400 {
                    if tally.locked({ $0.stop }) { return }
                    let key = "w\(writer)-\(index)"
                    tally.locked { $0.attempted += 1 }
                    guard (try? own.plants.add(PlantDraft(key: key, name: key))) != nil, let revision = try? own.revision() else { continue }
                    tally.locked {
                        $0.acknowledged.append(key)
                        $0.highestSeen = max($0.highestSeen, revision)
                    }
                }
            }
        }
        var kept: [String] = []
        for round in 0..<5 {
            let seenBefore = tally.locked { $0.highestSeen }
            let keep = folder.path("kept-\(round).sqlite")
            _ = try CatalogService.Transfer.restore(catalog: path, from: folder.path("backup.sqlite"), keepingCurrentAs: keep)
            kept.append(keep)
            XCTAssertGreaterThan(try service.revision(), seenBefore, "round \(round)")
        }
        tally.locked { $0.stop = true }
        let (acknowledged, attempted) = tally.locked { ($0.acknowledged, $0.attempted) }
        group.wait()
        var found: Set<String> = []
        for file in [path] + kept {
            let store = try CatalogStore(path: file, mode: .readOnly)
            found.formUnion(try store.database.fetchAll("SELECT key FROM plants").map { try $0.decode(String.self, at: 0) })
        }
        let lost = acknowledged.filter { !found.contains($0) }
        XCTAssertGreaterThan(acknowledged.count, 0)
        XCTAssertEqual(lost, [], "of \(attempted) attempted, \(acknowledged.count) acknowledged")
        print("restore storm: \(attempted) writes attempted, \(acknowledged.count) acknowledged, \(lost.count) lost")
    }
}

/// What the writers of a storm did, behind a lock.
private final class Tally: @unchecked Sendable {
    struct State {
        var acknowledged: [String] = []
        var attempted = 0
        var highestSeen: Int64 = 0
        var stop = false
    }
    private let lock = NSLock()
    private var state = State()

    func locked<T>(_ body: (inout State) -> T) -> T {
        lock.withLock { body(&state) }
    }
}

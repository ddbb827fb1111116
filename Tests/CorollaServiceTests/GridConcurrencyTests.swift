import CorollaCards
import CorollaLayout
@testable import CorollaService
import CorollaStore
import CorollaTestSupport
import Foundation
import XCTest

/// Connections rendering and editing at once: a grid always shows one revision, its frames made
/// from the very cards it returns, and equals a fresh computation of that revision.
final class GridConcurrencyTests: XCTestCase {
    /// Rule: while one connection edits (through the service and with plain SQL), two others render
    /// the cached grid over and over (and a few times more once the edits stop); every grid is
    /// consistent with its own cards, and equals the uncached grid whenever nothing changed in
    /// between.
    func testRenderingWhileEditingNeverServesAStaleGrid() throws {
        let path = try makeCatalogPath(plants: 40, favorites: 40)
        let request = Fixtures.request(style: .detail)
        let problems = Problems()
        let editing = Flag()
        let compared = Counter()
        let hits = Counter()
        let rounds = Counter()
        let done = DispatchGroup()
        // Threads of their own, so that the renderers run while the editor edits: after each edit
        // the editor waits until a renderer has finished a round begun after it.
        for role in 0..<3 {
            done.enter()
            Thread {
                defer { done.leave() }
                do {
                    let service = try CatalogService(path: path)
                    if role == 0 {
                        defer { editing.finish() }
                        try Self.edit(service, times: 40) {
                            // Two renderers: the third round to end after the edit began after it.
                            let seen = rounds.value
                            if problems.all.isEmpty, !rounds.wait(above: seen + 2, timeout: 120) {
                                problems.record("no grid was rendered after an edit")
                            }
                        }
                    } else {
                        var quietRounds = 0
                        repeat {
                            defer { rounds.add() }
                            if editing.isFinished { quietRounds += 1 }
                            let cached = try service.grid.result(for: request)
                            if cached.report.outcome == .hit { hits.add() }
                            try problems.check(Self.consistent(cached, request, measurer: service.machinery.measurer()), "role \(role)")
                            var bypass = request
                            bypass.noCache = true
                            let fresh = try service.grid.result(for: bypass)
                            if fresh.report.revision == cached.report.revision {
                                compared.add()
                                problems.check(Self.sameGrid(cached, fresh), "role \(role) revision \(cached.report.revision)")
                            }
                        } while quietRounds < 3
                    }
                } catch {
                    problems.record("role \(role): \(error)")
                }
            }.start()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 600), .success)
        XCTAssertEqual(problems.all, [])
        XCTAssertGreaterThan(compared.value, 0)
        XCTAssertGreaterThan(hits.value, 0)
    }

    /// Forty edits, alternating the service (notes), plain SQL (names) and the favorites' order;
    /// `then` runs after each.
    private static func edit(_ service: CatalogService, times: Int, then: () -> Void) throws {
        var random = SplitMix64(seed: 11)
        for edit in 0..<times {
            let plant = Int64.random(in: 1...40, using: &random)
            switch edit % 3 {
            case 0: try service.plants.edit(.id(plant)) { $0.notes = String(repeating: "Concurrent edit \(edit): wipe the leaves. ", count: edit % 4) }
            case 1:
                let name = "SQL rename \(edit)" + String(repeating: " with a name long enough to wrap", count: edit % 3)
                try service.store.database.execute("UPDATE plants SET name = ? WHERE id = ?", [.text(name), .integer(plant)])
            default: try service.favorites.move(.id(plant), to: Int.random(in: 0..<40, using: &random))
            }
            then()
        }
    }

    /// Why the grid's frames are not those of its own cards measured and laid out afresh, or nil.
    private static func consistent(_ grid: GridResult, _ request: GridRequest, measurer: CardMeasurer) throws -> String? {
        guard let width = grid.report.measuringWidth else { return "no measuring width" }
        let items = measurer.measure(grid.contents, style: request.style, width: width).map { LayoutItem.height($0.height) }
        let fresh = try request.layout.layout([LayoutSection(items: items)], in: request.container, scale: request.scale)
        return bitDifference(grid.layout, fresh).map {
            "frames of revision \(grid.report.revision) (\(grid.report.outcome)) are not its cards': \($0)"
        }
    }

    private static func sameGrid(_ cached: GridResult, _ fresh: GridResult) -> String? {
        cached.plantIDs == fresh.plantIDs && cached.contents == fresh.contents && bitDifference(cached.layout, fresh.layout) == nil
            ? nil : "cached grid differs from the fresh one"
    }
}

/// Failures recorded from any thread.
private final class Problems: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    func record(_ problem: String) { lock.withLock { recorded.append(problem) } }

    func check(_ problem: String?, _ context: String) {
        if let problem { record("\(context): \(problem)") }
    }

    var all: [String] { lock.withLock { recorded } }
}

/// A flag one thread raises and others read.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    func finish() { lock.withLock { raised = true } }

    var isFinished: Bool { lock.withLock { raised } }
}

/// A count shared by threads.
private final class Counter: @unchecked Sendable {
    private let condition = NSCondition()
    private var count = 0

    func add() {
        condition.withLock {
            count += 1
            condition.broadcast()
        }
    }

    var value: Int { condition.withLock { count } }

    /// Waits until the count is above `floor`; false if `seconds` passed first.
    func wait(above floor: Int, timeout seconds: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        return condition.withLock {
            while count <= floor {
                guard condition.wait(until: deadline) else { return count > floor }
            }
            return true
        }
    }
}

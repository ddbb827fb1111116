import Foundation

/// Prints outcomes as `name: ours=… baseline=… ratio=… goal=… ok|short` lines or as JSON.
enum Report {
    static func line(_ outcome: Outcome) -> String {
        if let reason = outcome.skipped { return "\(outcome.name): skipped goal=\(outcome.goal.formatted): \(reason)" }
        let status = outcome.met.map { $0 ? "ok" : "short" } ?? "info"
        var text = "\(outcome.name): ours=\(outcome.ours.formatted) baseline=\(outcome.baseline.formatted)"
        text += " ratio=\(Format.significant(outcome.ratio))× goal=\(outcome.goal.formatted) \(status)"
        for detail in outcome.details { text += " \(detail.key)=\(detail.value)" }
        return text
    }

    static func json(_ outcomes: [Outcome], quick: Bool, seconds: Double) throws -> String {
        let document = Document(
            quick: quick, totalSeconds: seconds, cores: ProcessInfo.processInfo.activeProcessorCount,
            results: outcomes.map(Entry.init))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self)
    }

    private struct Document: Encodable {
        var quick: Bool
        var totalSeconds: Double
        var cores: Int
        var results: [Entry]
    }

    private struct Entry: Encodable {
        var name: String
        /// nil when skipped (as are the baseline and the ratio).
        var ours: Value?
        var baseline: Value?
        var ratio: Double?
        var goal: String
        var status: String
        var details: [String: String]
        var note: String?
        var skipped: String?
        var line: String

        init(_ outcome: Outcome) {
            name = outcome.name
            let ran = outcome.skipped == nil
            ours = ran ? Value(outcome.ours) : nil
            baseline = ran ? Value(outcome.baseline) : nil
            ratio = ran ? outcome.ratio : nil
            skipped = outcome.skipped
            goal = outcome.goal.formatted
            status = outcome.skipped != nil ? "skipped" : outcome.met.map { $0 ? "ok" : "short" } ?? "info"
            details = Dictionary(outcome.details.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
            note = outcome.note
            line = Report.line(outcome)
        }
    }

    private struct Value: Encodable {
        var value: Double
        var unit: String
        var text: String

        init(_ quantity: Quantity) {
            value = quantity.value
            unit = quantity.unit
            text = quantity.formatted
        }
    }
}

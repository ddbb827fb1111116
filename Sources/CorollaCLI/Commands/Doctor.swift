import CorollaJSON
import CorollaService

/// `corolla doctor`: what a user needs when something looks wrong.
enum Doctor: SessionWork {
    static let name = "doctor"
    static let abstract = "Show the library versions, the fonts cards use and the catalog's status."
    static let discussion = "Exits with status 1 when a sample name does not render fully or the catalog fails its checks."

    static func run(_ session: Session, _ console: Console) throws {
        let (exists, service, status) = try session.location.status()
        let environment = service.machinery.measuringEnvironment()
        let health = exists ? try service.machinery.checkHealth() : nil
        var problems = environment.fonts.filter { $0.unknownGlyphs > 0 }.map {
            "the \($0.script) sample '\($0.sample)' has \($0.unknownGlyphs) characters no font can draw (install fonts-wqy-microhei for CJK)"
        }
        if let substitution = environment.fontSubstitution { problems.append(substitution) }
        if let health, !health.isSound { problems.append("the catalog fails its checks: run 'corolla db check'") }
        let catalog = exists ? "\(status.plants) plants, \(status.favorites) favorites, schema \(status.schemaVersion), " + (health?.isSound == true ? "checks ok" : "checks failed") : "not created yet"
        session.show(
            console,
            json: .object([
                JSONMember("sqlite", .string(environment.sqlite)), JSONMember("pango", .string(environment.graphics.pango)),
                JSONMember("cairo", .string(environment.graphics.cairo)), JSONMember("fontconfig", .string(environment.graphics.fontconfig)),
                JSONMember("font_family", .string(environment.fontFamily)),
                JSONMember("fonts", .array(environment.fonts.map { probe in
                    .object([
                        JSONMember("script", .string(probe.script)), JSONMember("sample", .string(probe.sample)),
                        JSONMember("families", .array(probe.families.map(JSONValue.string))),
                        JSONMember("files", .array(probe.files.map(JSONValue.string))),
                        JSONMember("unknown_glyphs", .number(Double(probe.unknownGlyphs))),
                    ])
                })),
                JSONMember("catalog", .object([JSONMember("path", .string(session.location.path.text)), JSONMember("exists", .bool(exists)), JSONMember("sound", health.map { .bool($0.isSound) } ?? .null)])),
                JSONMember("problems", .array(problems.map(JSONValue.string))),
            ]),
            text: [
                "corolla     \(CorollaCommand.version)", "SQLite      \(environment.sqlite)", "Pango       \(environment.graphics.pango)",
                "Cairo       \(environment.graphics.cairo)", "fontconfig  \(environment.graphics.fontconfig)",
                "font family \(environment.fontFamily)",
            ]
                + environment.fonts.map { probe in
                    let verdict = probe.unknownGlyphs == 0 ? console.colored("renders", .green) : console.colored("\(probe.unknownGlyphs) unknown glyphs", .red)
                    let fonts = "\(probe.sample): \(probe.families.joined(separator: " + ")) (\(probe.files.joined(separator: ", ")))"
                    return "\(probe.script.padded(to: 11)) \(fonts.visible()): \(verdict)"
                }
                + ["catalog     \(session.location.path): \(catalog)"]
                + (problems.isEmpty ? ["No problems found."] : problems.map { console.colored("problem: ", .red) + $0.visible() }))
        if !problems.isEmpty { throw Failure(.internal, "\(problems.count) problem\(problems.count == 1 ? "" : "s") found") }
    }
}

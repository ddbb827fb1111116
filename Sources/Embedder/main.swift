// Build tool of the EmbedMigrations and EmbedTexts plugins: turns files into Swift source, so the
// binary carries them and works from any directory.
//
// Usage: Embedder migrations OUTPUT.swift MIGRATION.sql…   (see Migrations+Source.swift)
//        Embedder texts OUTPUT.swift FILE…                 (see Texts+Source.swift)
import Foundation

func run(_ arguments: [String]) throws {
    let usage = "usage: Embedder migrations|texts OUTPUT.swift FILE…"
    guard arguments.count >= 2 else { throw EmbedderError(usage) }
    let output = URL(fileURLWithPath: arguments[1])
    let inputs = arguments.dropFirst(2).map { URL(fileURLWithPath: $0) }
    let source: String
    switch arguments[0] {
    case "migrations": source = try migrationsSource(inputs)
    case "texts": source = try textsSource(inputs)
    default: throw EmbedderError(usage)
    }
    try Data(source.utf8).write(to: output, options: .atomic)
}

do {
    try run(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("Embedder: error: \(error)\n".utf8))
    exit(1)
}

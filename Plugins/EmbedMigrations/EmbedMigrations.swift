import Foundation
import PackagePlugin

/// Embeds `Migrations/*.sql` (at the package root) into the target as `Migration.embedded`, so the
/// binary carries its schema and works from any directory. The .sql files are the only source of it.
@main
struct EmbedMigrations: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "Migrations")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "sql" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedMigrations.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) migrations into \(target.name)",
                executable: try context.tool(named: "Embedder").url,
                arguments: ["migrations", output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output])
        ]
    }
}

import Foundation
import PackagePlugin

/// Embeds the target's text files (`.html`, `.css`, `.js`, `.svg`, `.webmanifest`) into it as `EmbeddedText` (one `static let`
/// per file: `index.html` → `EmbeddedText.index_html`), so the binary carries them and works from any
/// directory. The files are the only source of that text.
@main
struct EmbedTexts: BuildToolPlugin {
    static let extensions: Set = ["html", "css", "js", "svg", "webmanifest"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let files = module.sourceFiles.map(\.url).filter { Self.extensions.contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedText.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) text files into \(target.name)",
                executable: try context.tool(named: "Embedder").url,
                arguments: ["texts", output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output])
        ]
    }
}

extension Page {
    /// The page's ES modules other than `app.js`, in the order `app.js` and the modules it imports
    /// name them (each once): every embedded `.js` file reachable from `app.js` through a static
    /// `import … from "./name.js"` (or `export … from`). Read from the embedded files, so a new
    /// module is preloaded as soon as a module imports it.
    ///
    /// - Complexity: O(n) in the length of the embedded scripts, once.
    static let modules: [String] = {
        var found: [String] = []
        var pending = ["app.js"]
        while let name = pending.popLast() {
            for imported in importedModules(of: EmbeddedText.byFileName[name] ?? "") where imported != "app.js" && !found.contains(imported) {
                found.append(imported)
                pending.insert(imported, at: 0)
            }
        }
        return found
    }()

    /// The `<link rel="modulepreload">` of `app.js` and every module (``modules``), which fills the
    /// page's `{{modulePreloads}}`: the browser fetches them all at once, while the first screen
    /// loads, instead of one import after another once the inline script adds `app.js`.
    static let modulePreloads = (["app.js"] + modules).map { "<link rel=\"modulepreload\" href=\"/\($0)\">" }.joined(separator: "\n")

    /// The file names a module's static imports name (each `from "./name.js"`, an import over
    /// several lines too), in order.
    static func importedModules(of script: String) -> [String] {
        script.components(separatedBy: "from \"./").dropFirst().compactMap { rest in
            rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
    }
}

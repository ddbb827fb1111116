import CPangoCairo
import Foundation

/// Whether the font family asked for is the one fontconfig resolved.
enum FontCheck {
    /// Families that fontconfig maps to a configured font by design, never a substitution.
    static let genericFamilies: Set<String> = [
        "sans-serif", "sans", "serif", "monospace", "mono", "cursive", "fantasy", "system-ui", "emoji", "math",
    ]

    /// A message naming the family fontconfig resolved instead of `asked`, or `nil` when one of
    /// the families of `asked` (a comma-separated list, compared without case) is generic or is
    /// one of the `resolved` font's family names.
    static func substitution(asked: String, resolved: [String]) -> String? {
        let families = asked.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let names = Set(resolved.map { $0.lowercased() })
        if families.contains(where: { genericFamilies.contains($0) || names.contains($0) }) { return nil }
        let instead = resolved.first.map { "\"\($0)\"" } ?? "no font"
        return "font family \"\(asked)\" is not installed; fontconfig resolved \(instead) instead"
    }
}

extension TextEngine {
    /// The family names (fontconfig lists several, such as localised ones) of the regular font
    /// the engine's family resolves to.
    func resolvedFamilies() -> [String] {
        guard let font = loadFont(FontKey(size: 15, bold: false)) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        guard let pattern = corolla_font_pattern(font) else { return [] }
        var names: [String] = []
        var name: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, "family", Int32(names.count), &name) == FcResultMatch, let found = name {
            names.append(String(cString: found))
        }
        return names
    }
}

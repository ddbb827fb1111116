import Foundation

/// Keys derived from names: lowercase words of letters and digits joined by hyphens.
///
/// Unicode-aware: letters of every script are kept (龟背竹 stays 龟背竹, "Échevéria" becomes
/// "échevéria"), compatibility forms are unified first (full-width ｍ is m), apostrophes vanish
/// inside words ("Bird's nest" → "birds-nest"), and every other run of characters becomes one hyphen:
/// "Monstera deliciosa 'Thai Constellation'" → "monstera-deliciosa-thai-constellation". A slug of
/// digits only would read as an id (see ``PlantKey``), so it starts with `plant-`: "1984" →
/// "plant-1984".
public enum Slug {
    /// The slug of `name`; "plant" when the name has no letter or digit at all.
    public static func make(from name: String) -> String {
        var slug = String.UnicodeScalarView()
        var pendingHyphen = false
        for scalar in name.precomposedStringWithCompatibilityMapping.lowercased().unicodeScalars {
            if isKept(scalar) || (isMark(scalar) && !slug.isEmpty && !pendingHyphen) {
                if pendingHyphen, !slug.isEmpty {
                    slug.append("-")
                }
                pendingHyphen = false
                slug.append(scalar)
            } else if !apostrophes.contains(scalar) {
                pendingHyphen = true
            }
        }
        if slug.isEmpty { return "plant" }
        return PlantKey.looksLikeID(String(slug)) ? "plant-" + String(slug) : String(slug)
    }

    private static let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}", "\u{02BC}", "`"]

    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// A combining mark: kept with the letter before it (a dakuten, an accent not precomposed).
    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}

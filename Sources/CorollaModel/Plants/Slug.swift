import Foundation

/// Keys derived from names: lowercase words of letters and digits joined by hyphens.
///
/// Unicode-aware: letters of every script are kept (龟背竹 stays 龟背竹, "Échevéria" becomes
/// "échevéria"), compatibility forms are unified first (full-width ｍ is m), apostrophes vanish
/// inside words ("Bird's nest" → "birds-nest"), and every other run of characters becomes one hyphen:
/// "Monstera deliciosa 'Thai Constellation'" → "monstera-deliciosa-thai-constellation". A slug of
/// digits only would read as an id (see ``PlantKey``), so it starts with `plant-`: "1984" →
/// "plant-1984". A slug is at most ``limit`` characters, so that a key made from it, with the
/// `-2`, `-3`, … that makes it unique, is always a key the import reads back: a longer one keeps
/// its start and ends in a hyphen and eight hex digits of a hash of the whole slug, so two long
/// names that start alike still get two slugs.
public enum Slug {
    /// The most characters a slug has: the key's limit less room for a `-N` suffix.
    public static let limit = PlantKey.limit - 12

    /// The slug of `name`; "plant" when the name has no letter or digit at all.
    ///
    /// - Complexity: O(n) for a name of n characters.
    public static func make(from name: String) -> String {
        shortened(whole(from: name))
    }

    /// `slug` when it is within ``limit``, else its start, a hyphen and the FNV-1a hash of all of
    /// it (eight hex digits): the same for the same slug on every machine and run.
    static func shortened(_ slug: String) -> String {
        guard slug.utf8.count > limit, slug.count > limit else { return slug }
        var hash: UInt32 = 0x811C_9DC5
        for byte in slug.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        let digits = String(hash, radix: 16)
        var start = String(slug.prefix(limit - 9))
        while start.hasSuffix("-") { start.removeLast() }
        return start + "-" + String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// The slug of `name` however long.
    private static func whole(from name: String) -> String {
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

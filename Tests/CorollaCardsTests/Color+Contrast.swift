import Foundation

@testable import CorollaCards

/// WCAG 2's contrast of the palette's colours, computed from their components.
extension Color {
    /// The colour seen where this one is drawn over the opaque `background`.
    func over(_ background: Color) -> Color {
        var seen = background
        seen.red = red * alpha + background.red * (1 - alpha)
        seen.green = green * alpha + background.green * (1 - alpha)
        seen.blue = blue * alpha + background.blue * (1 - alpha)
        seen.alpha = 1
        return seen
    }

    /// WCAG 2's relative luminance of an opaque colour: each sRGB component linearised, then
    /// weighted 0.2126, 0.7152, 0.0722.
    var relativeLuminance: Double {
        func linear(_ component: Double) -> Double {
            component <= 0.04045 ? component / 12.92 : ((component + 0.055) / 1.055).pow(2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio of two opaque colours, `(L1 + 0.05) / (L2 + 0.05)` with L1 the lighter.
    func contrast(with other: Color) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The `0xRRGGBB` value of an opaque colour, as a PNG stores it.
    var hex: Int {
        [red, green, blue].reduce(0) { $0 << 8 | Int(($1 * 255).rounded()) }
    }
}

extension Double {
    fileprivate func pow(_ exponent: Double) -> Double { Foundation.pow(self, exponent) }
}

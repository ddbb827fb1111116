import CPangoCairo
import CorollaLayout
import Foundation

extension CairoContext {
    /// Adds a rectangle with circular corners of `radius` (clamped to half the shorter side).
    func addRoundedRect(_ rect: Rect, radius: Double) {
        let radius = max(0, min(radius, rect.width / 2, rect.height / 2))
        let quarter = Double.pi / 2
        cairo_new_sub_path(pointer)
        cairo_arc(pointer, rect.maxX - radius, rect.minY + radius, radius, -quarter, 0)
        cairo_arc(pointer, rect.maxX - radius, rect.maxY - radius, radius, 0, quarter)
        cairo_arc(pointer, rect.minX + radius, rect.maxY - radius, radius, quarter, 2 * quarter)
        cairo_arc(pointer, rect.minX + radius, rect.minY + radius, radius, 2 * quarter, 3 * quarter)
        cairo_close_path(pointer)
    }

    /// Adds a droplet standing in `rect`, centred: a circle at its bottom (as wide as the rect, at
    /// most 0.72 of its height across), tapering to a point at the middle of its top edge.
    func addDroplet(in rect: Rect) {
        let radius = min(rect.width / 2, rect.height * 0.36)
        let center = Point(x: rect.midX, y: rect.maxY - radius)
        let distance = center.y - rect.minY
        // The tangents from the tip touch the circle `spread` either side of straight up.
        let spread = distance > radius ? acos(radius / distance) : 0
        let up = -Double.pi / 2
        cairo_new_sub_path(pointer)
        cairo_move_to(pointer, rect.midX, rect.minY)
        cairo_arc(pointer, center.x, center.y, radius, up + spread, up - spread + 2 * .pi)
        cairo_close_path(pointer)
    }

    /// Fills a rounded rectangle with `color`.
    func fillRoundedRect(_ rect: Rect, radius: Double, _ color: Color) {
        addRoundedRect(rect, radius: radius)
        color.set(on: pointer)
        cairo_fill(pointer)
    }

    /// Fills the whole of `rect` with `color`.
    func fill(_ rect: Rect, _ color: Color) {
        cairo_rectangle(pointer, rect.minX, rect.minY, rect.width, rect.height)
        color.set(on: pointer)
        cairo_fill(pointer)
    }

    /// Runs `body` between `cairo_save` and `cairo_restore`.
    func saved(_ body: () throws -> Void) rethrows {
        cairo_save(pointer)
        defer { cairo_restore(pointer) }
        try body()
    }
}

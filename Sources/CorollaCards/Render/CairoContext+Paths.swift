import CPangoCairo
import CorollaLayout

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

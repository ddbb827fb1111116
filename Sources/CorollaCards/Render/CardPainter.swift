import CPangoCairo
import CorollaLayout

/// Draws one card's plan: shadow, card, image area, texts.
struct CardPainter {
    let context: CairoContext
    let metrics: CardMetrics
    let photos: PhotoLibrary

    /// Draws `plan` as a card of `size` with its top-left corner at the current origin, and
    /// returns what could not be drawn as asked.
    func paint(_ plan: CardPlan, size: Size, style: CardStyle, content: CardContent, needsWater: Bool) -> [String] {
        let bounds = Rect(origin: .zero, size: size)
        let radius = style == .chip ? size.height / 2 : metrics.cornerRadius
        let shadow = Color(hex: 0x000000, alpha: metrics.shadowOpacity)
        context.fillRoundedRect(
            Rect(x: 0, y: metrics.shadowOffset, width: size.width, height: size.height), radius: radius, shadow)
        context.fillRoundedRect(bounds, radius: radius, .card)
        let problems = paintImage(plan.image, cardBounds: bounds, cardRadius: radius, content: content,
            tint: needsWater ? .needsWater : .watered)
        for text in plan.texts {
            (text.role == .name ? Color.label : .secondaryLabel).set(on: context.pointer)
            cairo_move_to(context.pointer, text.origin.x, text.origin.y)
            pango_cairo_show_layout(context.pointer, text.layout.pointer)
        }
        return problems
    }

    /// Draws the photo, or the watering tint when there is none or it cannot be read.
    private func paintImage(
        _ image: ImageArea, cardBounds: Rect, cardRadius: Double, content: CardContent, tint: Color
    ) -> [String] {
        var problems: [String] = []
        context.saved {
            switch image.shape {
            case .dot:
                cairo_arc(context.pointer, image.rect.midX, image.rect.midY, image.rect.width / 2, 0, 2 * .pi)
            case .square:
                context.addRoundedRect(image.rect, radius: metrics.imageCornerRadius)
            case .banner:
                context.addRoundedRect(cardBounds, radius: cardRadius)
                cairo_clip(context.pointer)
                cairo_rectangle(context.pointer, image.rect.minX, image.rect.minY, image.rect.width, image.rect.height)
            }
            guard image.shape != .dot, let path = content.photoPath else {
                tint.set(on: context.pointer)
                cairo_fill(context.pointer)
                return
            }
            switch photos.photo(at: path) {
            case .success(let photo):
                cairo_clip(context.pointer)
                context.drawFilling(photo, in: image.rect)
            case .failure(let error):
                problems.append("photo not shown: \(error)")
                tint.set(on: context.pointer)
                cairo_fill(context.pointer)
            }
        }
        return problems
    }
}

import CPangoCairo
import CorollaLayout

/// Draws one card's plan: shadow, card, image area, texts, in the colours of a palette.
struct CardPainter {
    let context: CairoContext
    let metrics: CardMetrics
    let palette: Palette

    /// Draws `plan` as a card of `size` centred at `center` (in the context's coordinates) and
    /// turned by `rotation` radians about it, and returns what could not be drawn as asked.
    ///
    /// The shadow falls `shadowOffset` down the page whatever the rotation: the light is above
    /// the page, so an upside-down card of a fan does not cast its shadow upwards.
    func paint(
        _ plan: CardPlan, size: Size, center: Point, rotation: Double, style: CardStyle, content: CardContent,
        needsWater: Bool
    ) -> [String] {
        let bounds = Rect(origin: .zero, size: size)
        let radius = style == .chip ? size.height / 2 : metrics.cornerRadius
        context.saved {
            place(size, center: Point(x: center.x, y: center.y + metrics.shadowOffset), rotation: rotation)
            paintShadow(size: size, radius: radius)
        }
        var problems: [String] = []
        context.saved {
            place(size, center: center, rotation: rotation)
            context.fillRoundedRect(bounds, radius: radius, palette.card)
            problems = paintImage(
                plan.image, cardBounds: bounds, cardRadius: radius, content: content, needsWater: needsWater)
            if needsWater {
                let showsPhoto = plan.image.shape != .dot && content.photo != nil && problems.isEmpty
                let marks = plan.image.wateringMarks(showingPhoto: showsPhoto, metrics: metrics)
                if let edge = marks.edge { paintEdge(edge, on: plan.image, cardBounds: bounds, cardRadius: radius) }
                if let badge = marks.badge { paint(badge) }
            }
            for text in plan.texts {
                palette.color(of: text.role).set(on: context.pointer)
                cairo_move_to(context.pointer, text.origin.x, text.origin.y)
                pango_cairo_show_layout(context.pointer, text.layout.pointer)
            }
        }
        return problems
    }

    /// Moves the origin to the top-left corner of a `size` card centred at `center` and turned by
    /// `rotation` about it.
    private func place(_ size: Size, center: Point, rotation: Double) {
        cairo_translate(context.pointer, center.x, center.y)
        cairo_rotate(context.pointer, rotation)
        cairo_translate(context.pointer, -size.width / 2, -size.height / 2)
    }

    /// A soft shadow of `shadowOpacity` under a `size` card at the origin: Cairo cannot blur, so
    /// it is drawn as rings spreading ``shadowSpread`` points, their alphas adding up to the
    /// opacity where they all overlap.
    private func paintShadow(size: Size, radius: Double) {
        let rings = 4
        let alpha = metrics.shadowOpacity / Double(rings)
        for ring in 0..<rings {
            let spread = Self.shadowSpread * Double(ring) / Double(rings - 1)
            let rect = Rect(x: -spread / 2, y: -spread / 2, width: size.width + spread, height: size.height + spread)
            context.fillRoundedRect(rect, radius: radius + spread / 2, Color(hex: 0x000000, alpha: alpha))
        }
    }

    /// How far the shadow spreads around the card (UIKit's default `shadowRadius` is 3).
    private static let shadowSpread = 3.0

    /// Draws `badge`: its ring, the disc inside it and the droplet inside the disc.
    private func paint(_ badge: WateringBadge) {
        let disc = badge.disc
        let layers: [(inset: Double, color: KeyPath<Palette, Color>)] =
            badge.ringWidth > 0 ? [(0, badge.ring), (badge.ringWidth, badge.backing)] : [(0, badge.backing)]
        for (inset, color) in layers {
            cairo_arc(context.pointer, disc.midX, disc.midY, disc.width / 2 - inset, 0, 2 * .pi)
            palette[keyPath: color].set(on: context.pointer)
            cairo_fill(context.pointer)
        }
        context.addDroplet(in: disc.insetBy(disc.width * 0.22))
        palette[keyPath: badge.droplet].set(on: context.pointer)
        cairo_fill(context.pointer)
    }

    /// Draws a red edge `width` points wide inside the outline of `image` (a photo).
    private func paintEdge(_ width: Double, on image: ImageArea, cardBounds: Rect, cardRadius: Double) {
        context.saved {
            clip(to: image, cardBounds: cardBounds, cardRadius: cardRadius)
            // Strokes twice as wide as the edge, centred on the outlines the clip keeps the inner half of.
            if image.shape == .banner { context.addRoundedRect(cardBounds, radius: cardRadius) }
            context.addRoundedRect(image.rect, radius: image.shape == .banner ? 0 : metrics.imageCornerRadius)
            cairo_set_line_width(context.pointer, 2 * width)
            palette.needsWater.set(on: context.pointer)
            cairo_stroke(context.pointer)
        }
    }

    /// Clips to the outline of a square or banner image area: a rounded square, or the card's top
    /// in its rounded corners.
    private func clip(to image: ImageArea, cardBounds: Rect, cardRadius: Double) {
        if image.shape == .banner {
            context.addRoundedRect(cardBounds, radius: cardRadius)
            cairo_clip(context.pointer)
            cairo_rectangle(context.pointer, image.rect.minX, image.rect.minY, image.rect.width, image.rect.height)
        } else {
            context.addRoundedRect(image.rect, radius: metrics.imageCornerRadius)
        }
        cairo_clip(context.pointer)
    }

    /// Draws the stored photo, or the watering tint when there is none or it cannot be decoded
    /// (with a note saying why).
    private func paintImage(
        _ image: ImageArea, cardBounds: Rect, cardRadius: Double, content: CardContent, needsWater: Bool
    ) -> [String] {
        let tint = needsWater ? palette.needsWater : palette.watered
        var problems: [String] = []
        context.saved {
            if image.shape == .dot {
                if needsWater {
                    context.addDroplet(in: image.rect.insetBy(-1))
                } else {
                    cairo_arc(context.pointer, image.rect.midX, image.rect.midY, image.rect.width / 2, 0, 2 * .pi)
                }
                tint.set(on: context.pointer)
                cairo_fill(context.pointer)
                return
            }
            clip(to: image, cardBounds: cardBounds, cardRadius: cardRadius)
            if let photo = content.photo {
                do {
                    let scale = context.deviceScale
                    let surface = try photo.surface(filling: image.rect.width * scale, image.rect.height * scale)
                    context.drawFilling(surface, in: image.rect)
                    return
                } catch {
                    problems.append("photo not shown: \(error)")
                }
            }
            context.fill(image.rect, tint)
        }
        return problems
    }
}

extension Rect {
    /// The rect shrunk by `amount` on every side (grown when negative).
    fileprivate func insetBy(_ amount: Double) -> Rect {
        Rect(x: minX + amount, y: minY + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}

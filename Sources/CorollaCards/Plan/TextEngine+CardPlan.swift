import CorollaLayout

extension TextEngine {
    /// Lays out `content` as a `style` card `width` points wide: the one code path shared by
    /// measuring and drawing.
    ///
    /// A width that is negative or not finite counts as 0 (every character on its own line).
    func plan(_ content: CardContent, style: CardStyle, width: Double, metrics: CardMetrics) -> CardPlan {
        let width = width.isFinite ? max(0, width) : 0
        switch style {
        case .chip: return chipPlan(content, width: width, metrics: metrics)
        case .card, .detail, .fixed: return stackedPlan(content, style: style, width: width, metrics: metrics)
        }
    }

    /// Image, name, kind and (detail) notes stacked and centred.
    private func stackedPlan(_ content: CardContent, style: CardStyle, width: Double, metrics: CardMetrics)
        -> CardPlan
    {
        let image: ImageArea
        if style == .detail, let stored = content.photoAspect, stored.isFinite, stored > 0 {
            // An aspect written by plain SQL (1e-308) would make an endless card.
            let aspect = min(max(stored, PhotoLimits.aspectRange.lowerBound), PhotoLimits.aspectRange.upperBound)
            image = ImageArea(
                shape: .banner, rect: Rect(x: 0, y: 0, width: width, height: (width / aspect).rounded(.up)))
        } else {
            let side = metrics.imageSide
            image = ImageArea(
                shape: .square, rect: Rect(x: (width - side) / 2, y: metrics.padding, width: side, height: side))
        }
        let oneLine = style == .fixed ? 1 : nil
        let textWidth = max(0, width - 2 * metrics.padding)
        var stack = TextStack(engine: self, left: metrics.padding, top: image.rect.maxY, width: textWidth)
        stack.add(
            .name, content.name, gap: metrics.titleGap, FontKey(size: metrics.titleSize, bold: true), lines: oneLine)
        stack.add(
            .kind, content.kind, gap: metrics.subtitleGap, FontKey(size: metrics.subtitleSize, bold: false),
            lines: oneLine)
        if style == .detail, !content.notes.isEmpty {
            stack.add(
                .notes, content.notes, gap: metrics.notesGap, FontKey(size: metrics.notesSize, bold: false),
                lines: metrics.notesMaxLines, centered: false)
        }
        let height = style == .fixed ? metrics.fixedSize.height : (stack.bottom + metrics.padding).rounded(.up)
        return CardPlan(
            size: Size(width: width, height: height), neededHeight: style == .fixed ? stack.bottom : height,
            image: image, texts: stack.texts,
            diagnostics: stack.texts.compactMap(Self.unknownGlyphs))
    }

    /// A one-line pill: padding, dot, gap, name, padding; as wide as that, capped at `width`.
    private func chipPlan(_ content: CardContent, width: Double, metrics: CardMetrics) -> CardPlan {
        let height = metrics.chipHeight
        let textLeft = metrics.padding + metrics.chipDot + metrics.chipDotGap
        let chrome = textLeft + metrics.padding
        let style = TextStyle(
            font: FontKey(size: metrics.chipFontSize, bold: false), width: max(0, width - chrome), centered: false,
            maxLines: 1)
        let name = layout(content.name, style)
        let textSize = name.logicalSize
        let dot = Rect(
            x: metrics.padding, y: (height - metrics.chipDot) / 2, width: metrics.chipDot, height: metrics.chipDot)
        let text = PlacedText(role: .name, layout: name, origin: Point(x: textLeft, y: (height - textSize.height) / 2))
        return CardPlan(
            size: Size(width: min(width, (chrome + textSize.width).rounded(.up)), height: height), neededHeight: height,
            image: ImageArea(shape: .dot, rect: dot), texts: [text], diagnostics: [text].compactMap(Self.unknownGlyphs))
    }

    /// A message when some characters of `text` have no font, else `nil`.
    private static func unknownGlyphs(_ text: PlacedText) -> String? {
        let count = text.layout.unknownGlyphCount
        guard count > 0 else { return nil }
        return "\(text.role) has \(count) character\(count == 1 ? "" : "s") no installed font can draw"
    }
}

/// Paragraphs placed one under the other, each `gap` below the previous.
private struct TextStack {
    let engine: TextEngine
    let left: Double
    let width: Double
    /// The bottom of the last paragraph (or of what is above the first).
    private(set) var bottom: Double
    private(set) var texts: [PlacedText] = []

    init(engine: TextEngine, left: Double, top: Double, width: Double) {
        self.engine = engine
        self.left = left
        self.width = width
        bottom = top
    }

    mutating func add(
        _ role: PlacedText.Role, _ text: String, gap: Double, _ font: FontKey, lines: Int?, centered: Bool = true
    ) {
        let layout = engine.layout(text, TextStyle(font: font, width: width, centered: centered, maxLines: lines))
        let top = bottom + gap
        texts.append(PlacedText(role: role, layout: layout, origin: Point(x: left, y: top)))
        bottom = top + layout.logicalSize.height
    }
}

import CorollaLayout

extension TextEngine {
    /// Lays out `content` as a `style` card `width` points wide: the one code path shared by
    /// measuring and drawing.
    ///
    /// A width that is negative or not finite counts as 0 (every character on its own line).
    /// `needsWater` only changes the detail style's watering line's words, which are always one
    /// line: a card has the same size whatever it is.
    func plan(_ content: CardContent, style: CardStyle, width: Double, metrics: CardMetrics, needsWater: Bool = false) -> CardPlan {
        let width = width.isFinite ? max(0, width) : 0
        switch style {
        case .chip: return chipPlan(content, width: width, metrics: metrics)
        case .tile: return tilePlan(content, width: width, metrics: metrics)
        case .card, .detail, .fixed:
            return stackedPlan(content, style: style, width: width, metrics: metrics, needsWater: needsWater)
        }
    }

    /// Image, name, kind (none when the plant has none), and for the detail style the watering
    /// line and the notes, stacked and centred.
    private func stackedPlan(_ content: CardContent, style: CardStyle, width: Double, metrics: CardMetrics, needsWater: Bool)
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
        let textWidth = max(0, width - 2 * metrics.padding)
        var stack = TextStack(engine: self, left: metrics.padding, top: image.rect.maxY, width: textWidth)
        let nameFont = FontKey(size: metrics.titleSize, bold: true)
        let kindFont = FontKey(size: metrics.subtitleSize, bold: false)
        var nameLines: Int?
        if style == .fixed {
            // The lines the fixed height leaves the name once the kind's line is kept.
            let kindBlock = content.kind.isEmpty ? 0 : metrics.subtitleGap + lineHeight(kindFont)
            let room = metrics.fixedSize.height - metrics.padding - image.rect.maxY - metrics.titleGap - kindBlock
            nameLines = max(1, Int((room / lineHeight(nameFont)).rounded(.down)))
        }
        stack.add(.name, content.name, gap: metrics.titleGap, nameFont, lines: nameLines)
        if !content.kind.isEmpty {
            stack.add(.kind, content.kind, gap: metrics.subtitleGap, kindFont, lines: style == .fixed ? 1 : nil)
        }
        if style == .detail {
            let watering = needsWater ? "Water today" : "Water every \(content.wateringIntervalDays) day\(content.wateringIntervalDays == 1 ? "" : "s")"
            stack.add(
                needsWater ? .needsWater : .watering, watering, gap: metrics.subtitleGap, FontKey(size: metrics.subtitleSize, bold: needsWater),
                lines: 1)
            if !content.notes.isEmpty {
                stack.add(
                    .notes, content.notes, gap: metrics.notesGap, FontKey(size: metrics.notesSize, bold: false),
                    lines: metrics.notesMaxLines, centered: false)
            }
        }
        let height = style == .fixed ? metrics.fixedSize.height : (stack.bottom + metrics.padding).rounded(.up)
        return CardPlan(
            size: Size(width: width, height: height), neededHeight: style == .fixed ? stack.bottom : height,
            image: image, texts: stack.texts,
            diagnostics: stack.texts.compactMap(Self.unknownGlyphs))
    }

    /// A tile: `width` × `width · tileHeightRatio`; the name at the bottom on at most
    /// ``CardMetrics/tileNameLines`` lines, the square image above it as large as the rest allows.
    private func tilePlan(_ content: CardContent, width: Double, metrics: CardMetrics) -> CardPlan {
        let size = metrics.tileSize(width: width)
        let padding = metrics.tilePadding
        let font = FontKey(size: metrics.tileFontSize, bold: true)
        let name = layout(content.name, TextStyle(font: font, width: max(0, width - 2 * padding), centered: true, maxLines: metrics.tileNameLines))
        let nameHeight = max(name.logicalSize.height, Double(metrics.tileNameLines) * lineHeight(font))
        let side = max(0, min(width - 2 * padding, size.height - 2 * padding - metrics.tileGap - nameHeight))
        let image = ImageArea(shape: .square, rect: Rect(x: (width - side) / 2, y: padding, width: side, height: side))
        let text = PlacedText(role: .name, layout: name, origin: Point(x: padding, y: image.rect.maxY + metrics.tileGap))
        let needed = text.origin.y + name.logicalSize.height + padding
        return CardPlan(
            size: size, neededHeight: needed, image: image, texts: [text], diagnostics: [text].compactMap(Self.unknownGlyphs))
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
        // A right-to-left name lies at the right of the width it was given: moved to the chip's left.
        let text = PlacedText(role: .name, layout: name, origin: Point(x: textLeft - name.logicalLeft, y: (height - textSize.height) / 2))
        return CardPlan(
            size: Size(width: min(width, (chrome + textSize.width).rounded(.up)), height: height), neededHeight: height,
            image: ImageArea(shape: .dot, rect: dot), texts: [text], diagnostics: [text].compactMap(Self.unknownGlyphs))
    }

    /// The height of one line of `font` (an empty paragraph's).
    private func lineHeight(_ font: FontKey) -> Double {
        layout("", TextStyle(font: font, width: nil, centered: false, maxLines: nil)).logicalSize.height
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

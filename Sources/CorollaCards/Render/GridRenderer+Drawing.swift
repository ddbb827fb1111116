import CPangoCairo
import CorollaLayout

extension GridRenderer {
    /// Checks that `grid` can be drawn and decides the size its cards are drawn at.
    ///
    /// - Throws: ``CardsError`` when the contents or a section's rotations do not match the items
    ///   one to one, a card the viewport shows has no content, the viewport is not a finite rect
    ///   with positive sides, or the layout rotates cards and the grid does not say their
    ///   unrotated size.
    /// - Complexity: O(n) for n items, and the viewport's rect query.
    func validate(_ grid: Grid) throws -> CardDrawingSize {
        if let viewport = grid.viewport {
            guard [viewport.minX, viewport.minY, viewport.width, viewport.height].allSatisfy(\.isFinite), viewport.width > 0,
                viewport.height > 0
            else { throw CardsError.invalidViewport("\(viewport.components)") }
        }
        guard (grid.drawnCards?.count ?? grid.layout.itemCount) == grid.contents.count else {
            throw CardsError.contentCount(items: grid.drawnCards?.count ?? grid.layout.itemCount, contents: grid.contents.count)
        }
        if let drawn = grid.drawnCards.map(Set.init) {
            let firstItem = grid.layout.itemOffsets
            for element in picture(of: grid).elements where element.category == .item {
                let card = firstItem[element.section] + element.item
                guard drawn.contains(card) else { throw CardsError.missingContent(card: card) }
            }
        }
        for (index, section) in grid.layout.sections.enumerated() {
            if let rotations = section.rotations, rotations.count != section.items.count {
                throw CardsError.rotationCount(section: index, items: section.items.count, rotations: rotations.count)
            }
        }
        if let size = grid.rotatedCardSize { return .unrotated(size) }
        let rotates = grid.layout.sections.contains { ($0.rotations ?? []).contains { $0 != 0 } }
        guard !rotates else { throw CardsError.missingRotatedCardSize }
        return .frame
    }

    /// What one picture of `grid` shows: its viewport and the elements intersecting it, or the
    /// whole content and every element.
    ///
    /// - Complexity: O(n log n) for n elements with a viewport (indexing, then the rect query).
    func picture(of grid: Grid) -> (sheet: Rect, elements: [LayoutElement]) {
        guard let viewport = grid.viewport else { return (Rect(origin: .zero, size: grid.layout.contentSize), grid.layout.elements) }
        return (viewport, LayoutIndex(grid.layout).elements(in: viewport))
    }

    /// Draws `elements` (headers and cards; footers have nothing to draw) in item order, in the
    /// coordinates `context` is already set up for (content coordinates), each card at the size
    /// `cardSize` gives it.
    func draw(
        _ grid: Grid, elements: [LayoutElement], cardSize: CardDrawingSize, on context: CairoContext, engine: TextEngine
    ) -> [CardDiagnostic] {
        let painter = CardPainter(context: context, metrics: measurer.options.metrics, palette: Palette(grid.userInterfaceStyle))
        let firstItem = grid.layout.itemOffsets
        let contentIndex = grid.drawnCards.map { Dictionary(zip($0, $0.indices), uniquingKeysWith: { first, _ in first }) }
        var diagnostics: [CardDiagnostic] = []
        let ordered = elements.sorted { ($0.section, $0.category, $0.item) < ($1.section, $1.category, $1.item) }
        for element in ordered {
            switch element.category {
            case .header:
                drawHeader(grid, element, on: context, engine: engine)
            case .item:
                let card = firstItem[element.section] + element.item
                // `validate` checked that every drawn card has its content.
                guard let content = grid.contents[safe: contentIndex.map { $0[card] ?? -1 } ?? card] else { continue }
                let problems = drawCard(grid, element, content: content, size: cardSize, painter: painter, engine: engine)
                diagnostics += problems.map { CardDiagnostic(card: card, message: $0) }
            case .footer:
                break
            }
        }
        return diagnostics
    }

    /// Draws one card in its frame, rotated about its centre when the layout rotates it.
    private func drawCard(
        _ grid: Grid, _ element: LayoutElement, content: CardContent, size cardSize: CardDrawingSize,
        painter: CardPainter, engine: TextEngine
    ) -> [String] {
        // No rotations: an unrotated layout. Otherwise one per item (`validate`).
        let rotation = grid.layout.sections[element.section].rotations.map { $0[element.item] } ?? 0
        let size = cardSize.size(of: element.frame, rotation: rotation)
        let needsWater = content.needsWater(on: grid.date)
        let plan = engine.plan(content, style: style, width: size.width, metrics: measurer.options.metrics, needsWater: needsWater)
        var problems = plan.diagnostics
        if plan.neededHeight > size.height {
            problems.append("frame is \(size.height) pt high but the card needs \(plan.neededHeight) pt")
        }
        let center = Point(x: element.frame.midX, y: element.frame.midY)
        return problems
            + painter.paint(
                plan, size: size, center: center, rotation: rotation, style: style, content: content, needsWater: needsWater)
    }

    /// Draws a section's header text, bold on one line (ellipsized), vertically centred.
    private func drawHeader(_ grid: Grid, _ element: LayoutElement, on context: CairoContext, engine: TextEngine) {
        guard let text = grid.headers[safe: element.section] ?? nil else { return }
        let metrics = measurer.options.metrics
        let style = TextStyle(
            font: FontKey(size: metrics.headerSize, bold: true), width: element.frame.width - 2 * metrics.padding,
            centered: false, maxLines: 1)
        let layout = engine.layout(text, style)
        Palette(grid.userInterfaceStyle).headerTitle.set(on: context.pointer)
        cairo_move_to(
            context.pointer, element.frame.minX + metrics.padding,
            element.frame.midY - layout.logicalSize.height / 2)
        pango_cairo_show_layout(context.pointer, layout.pointer)
    }
}

@testable import CorollaLayout

/// A brute-force model of CSS flexbox, written independently of the engine: each section is a
/// block holding its header, a `display: flex; flex-wrap: wrap` container with `column-gap`,
/// `row-gap`, `justify-content`, `align-items` and padding (the section inset, left as
/// `padding-inline-start`), and its footer; the blocks stack from the top.
enum FlexboxModel {
    enum Justify { case flexStart, flexEnd, center }
    enum Align { case flexStart, center, flexEnd }

    struct Options {
        var width: Double
        var columnGap: Double
        var rowGap: Double
        var itemSize: Size
        var justify: Justify
        var align: Align
        var rtl: Bool
    }

    /// The frames of every section, in the engine's output shape (headers and footers ignored as
    /// frames, counted as blocks).
    static func layout(_ sections: [LayoutSection], padding defaultPadding: EdgeInsets, _ options: Options) -> [[Rect]] {
        var top = 0.0
        var frames: [[Rect]] = []
        for section in sections {
            top += section.header ?? 0
            let padding = section.sectionInset ?? defaultPadding
            let sizes = section.items.map {
                Size(width: $0.width ?? options.itemSize.width, height: $0.height ?? options.itemSize.height)
            }
            let placed = container(sizes, padding: padding, top: top, options)
            frames.append(placed.frames)
            top = placed.bottom + (section.footer ?? 0)
        }
        return frames
    }

    /// One flex container's item frames and its bottom edge (padding included).
    private static func container(
        _ sizes: [Size], padding: EdgeInsets, top: Double, _ options: Options
    ) -> (frames: [Rect], bottom: Double) {
        let inner = options.width - padding.left - padding.right
        // Collect items into lines by their unshrunk widths.
        var lines: [[Int]] = []
        for index in sizes.indices {
            if let last = lines.last {
                let widths = last.map { sizes[$0].width }.reduce(0, +)
                if widths + Double(last.count) * options.columnGap + sizes[index].width <= inner {
                    lines[lines.count - 1].append(index)
                    continue
                }
            }
            lines.append([index])
        }
        var frames = Array(repeating: Rect.zero, count: sizes.count)
        var lineTop = top + padding.top
        for (number, line) in lines.enumerated() {
            // flex-shrink: 1 shrinks an overwide item alone on its line to the inner width.
            let widths = line.map { min(sizes[$0].width, inner) }
            let free = inner - widths.reduce(0, +) - Double(line.count - 1) * options.columnGap
            var main: Double
            switch options.justify {
            case .flexStart: main = 0
            case .flexEnd: main = free
            case .center: main = free / 2
            }
            let cross = line.map { sizes[$0].height }.max() ?? 0
            for (index, width) in zip(line, widths) {
                let height = sizes[index].height
                let y: Double
                switch options.align {
                case .flexStart: y = lineTop
                case .center: y = lineTop + (cross - height) / 2
                case .flexEnd: y = lineTop + cross - height
                }
                let x = options.rtl ? options.width - padding.left - main - width : padding.left + main
                frames[index] = Rect(x: x, y: y, width: width, height: height)
                main += width + options.columnGap
            }
            lineTop += cross + (number == lines.count - 1 ? 0 : options.rowGap)
        }
        return (frames, lineTop + padding.bottom)
    }
}

import CorollaJSON
import CorollaLayout

/// A small ASCII drawing of a grid's frames (or of its viewport's), for a terminal: each card a
/// box with its number (1 first), each header its text. A column is `contentWidth / columns`
/// points, a row three times that (terminal cells are about twice as tall as wide; a little
/// flatter keeps the sketch small), at most ``maximumRows`` rows.
struct GridSketch {
    var columns = 48
    static let maximumRows = 5_000

    func lines(_ result: GridResult) -> [String] {
        let origin = result.viewport?.origin ?? .zero
        let content = result.viewport?.size ?? result.contentSize
        let elements = result.viewport.map { LayoutIndex(result.layout).elements(in: $0) } ?? result.layout.elements
        let scaleX = Double(columns) / max(1, content.width)
        let scaleY = scaleX / 3
        let rows = Int(min((content.height * scaleY).rounded(.up), Double(Self.maximumRows)))
        var canvas = Canvas(width: columns + 1, height: rows + 1)
        // A cell index, kept just outside the canvas when the point is beyond it.
        let cell = { (value: Double, limit: Int) in Int(min(max(value, -1), Double(limit + 1))) }
        let firstItem = result.layout.itemOffsets
        for element in elements {
            let frame = element.frame
            let box = (
                left: cell(((frame.minX - origin.x) * scaleX).rounded(.down), columns),
                top: cell(((frame.minY - origin.y) * scaleY).rounded(.down), rows),
                right: cell(((frame.maxX - origin.x) * scaleX).rounded(.up), columns) - 1,
                bottom: cell(((frame.maxY - origin.y) * scaleY).rounded(.up), rows) - 1
            )
            switch element.category {
            case .item:
                canvas.box(left: box.left, top: box.top, right: box.right, bottom: max(box.top + 1, box.bottom))
                canvas.text(String(firstItem[element.section] + element.item + 1), x: box.left + 1, y: box.top + 1, limit: box.right)
            case .header:
                let title = result.headers.indices.contains(element.section) ? result.headers[element.section] ?? "" : ""
                canvas.text("## " + title.visible(), x: box.left, y: box.top, limit: columns)
            case .footer:
                break
            }
        }
        return canvas.rows.map { row in String(row[..<(row.lastIndex { $0 != " " }.map { $0 + 1 } ?? 0)]) }
    }
}

/// Characters on a grid; what falls outside is dropped.
private struct Canvas {
    var rows: [[Character]]

    init(width: Int, height: Int) {
        rows = Array(repeating: Array(repeating: " ", count: max(1, width)), count: max(1, height))
    }

    mutating func put(_ character: Character, x: Int, y: Int) {
        guard rows.indices.contains(y), rows[y].indices.contains(x) else { return }
        rows[y][x] = character
    }

    mutating func box(left: Int, top: Int, right: Int, bottom: Int) {
        guard right > left else { return }
        for x in left...right {
            put(x == left || x == right ? "+" : "-", x: x, y: top)
            put(x == left || x == right ? "+" : "-", x: x, y: bottom)
        }
        guard bottom > top + 1 else { return }
        for y in (top + 1)..<bottom {
            put("|", x: left, y: y)
            put("|", x: right, y: y)
        }
    }

    /// Writes `text` from `x` on row `y`, stopping before column `limit`.
    mutating func text(_ text: String, x: Int, y: Int, limit: Int) {
        for (offset, character) in text.enumerated() where x + offset < limit {
            put(character, x: x + offset, y: y)
        }
    }
}

import CorollaLayout
import CorollaService

/// A small ASCII drawing of a grid's frames, for a terminal: each card a box with its number (1
/// first), each header its text. A column is `contentWidth / columns` points, a row three times
/// that (terminal cells are about twice as tall as wide; a little flatter keeps the sketch small).
struct GridSketch {
    var columns = 48

    func lines(_ result: GridResult) -> [String] {
        let content = result.contentSize
        let scaleX = Double(columns) / max(1, content.width)
        let scaleY = scaleX / 3
        var canvas = Canvas(width: columns + 1, height: Int((content.height * scaleY).rounded(.up)) + 1)
        let firstItem = result.layout.sections.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.items.count) }
        for element in result.layout.elements {
            let box = (
                left: Int((element.frame.minX * scaleX).rounded(.down)), top: Int((element.frame.minY * scaleY).rounded(.down)),
                right: Int((element.frame.maxX * scaleX).rounded(.up)) - 1, bottom: Int((element.frame.maxY * scaleY).rounded(.up)) - 1
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
        return canvas.rows.map { String($0).trailingSpacesRemoved }
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

import CorollaJSON
import CorollaLayout
import Foundation

/// The page's first screen in a window (``PageViewport``), as the server writes it into the page
/// for a window it knows and answers it to a first visit's inline script (`/api/first-screen`):
/// the first `/api/grid` of the address's view and its first elements (with the query that asks
/// them), and from them the first screen's card images, loaded at a high priority and shown at
/// their frames until the page's modules draw the same cards over them.
struct FirstScreen: Sendable {
    /// The window assumed.
    var viewport: PageViewport
    /// `/api/grid`'s query arguments for the address's view in that window.
    var query: [(name: String, value: String)]
    /// `/api/grid`'s answer, and `/api/grid/elements`' for ``rect``.
    var grid: JSONValue
    var elements: JSONValue
    /// The rect the elements are of: the first screen, one screen above and below, and a quarter
    /// screen more each way (what covers the top, the bar or a pinned header, is not known yet).
    var rect: Rect
    /// The first screen's top in content coordinates.
    var top: Double

    /// The card images on the first screen: each card element's address and frame.
    var cards: [(address: String, frame: [Double])] {
        guard case .array(let elements)? = elements.member("elements") else { return [] }
        return elements.compactMap { element in
            guard case .string(let address)? = element.member("card"), let frame = element.member("frame")?.numbers, frame.count == 4,
                frame[1] < top + Double(viewport.height), frame[1] + frame[3] > top
            else { return nil }
            return (address, frame)
        }
    }

    /// The rect of the first elements when the first screen's top is `top`:
    /// `[0, floor(top − height) − margin, width, 3 height + 2 margin]`, the margin a quarter screen.
    static func rect(top: Double, viewport: PageViewport) -> Rect {
        let height = Double(viewport.height)
        let margin = (height / 4).rounded(.up)
        return Rect(x: 0, y: (top - height).rounded(.down) - margin, width: Double(viewport.width), height: 3 * height + 2 * margin)
    }

    /// The `<link rel="preload">` of each card image on the first screen, for the page's head.
    var imagePreloads: String {
        cards.map { "<link rel=\"preload\" as=\"image\" href=\"\(Router.htmlEscaped($0.address))\" fetchpriority=\"high\">" }.joined(separator: "\n")
    }

    /// The first screen's card images as `<img>`s in the surface (class `first-card`, each placed
    /// by ``style``), which the page removes once its own cards show the same images.
    var images: String {
        cards.enumerated().map { index, card in
            "<img class=\"first-card\" id=\"first-card-\(index)\" src=\"\(Router.htmlEscaped(card.address))\" alt=\"\" fetchpriority=\"high\" decoding=\"async\">"
        }.joined(separator: "\n")
    }

    /// The style sheet placing ``images`` at their frames and giving the surface the content's
    /// height, unless the page found its window is not the one assumed (class
    /// `first-screen-stale` on the root, set by the inline script before the body is shown).
    var style: String {
        let scope = ":root:not(.first-screen-stale)"
        let height = grid.member("content_size")?.member("height").flatMap(\.number) ?? 0
        let places = cards.enumerated().map { index, card in
            let frame = card.frame
            return "\(scope) #first-card-\(index) { left: \(frame[0])px; top: \(frame[1])px; width: \(frame[2])px; height: \(frame[3])px; }"
        }
        return (["\(scope) #surface { height: \(height)px; }"] + places).joined(separator: "\n")
    }

    /// The first screen as the inline script reads it (`/api/first-screen`'s answer, and the page's
    /// `#first-screen` on a visit after the first): the window assumed, the query, the rect, the
    /// first screen's top, its card images (`[address, x, y, width, height]`) and the two answers.
    var json: JSONValue {
        .object([
            JSONMember("viewport", .array([.number(viewport.width), .number(viewport.height), .number(viewport.scale), .string(viewport.appearance.rawValue)])),
            JSONMember("query", .array(query.map { .array([.string($0.name), .string($0.value)]) })),
            JSONMember("rect", .frame(rect)), JSONMember("top", .number(top)),
            JSONMember("cards", .array(cards.map { card in .array([.string(card.address)] + card.frame.map { .number($0) }) })),
            JSONMember("grid", grid), JSONMember("elements", elements),
        ])
    }

    /// ``json`` as the text of a `<script type="application/json">`.
    var script: String {
        // Inside a <script> element, "<" only ever appears in strings: written as an escape, no
        // name or title can end the element.
        json.rendered().replacingOccurrences(of: "<", with: "\\u003c")
    }
}

extension JSONValue {
    /// The value of member `key` of an object.
    func member(_ key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A number's value.
    var number: Double? {
        guard case .number(let text) = self else { return nil }
        return Double(text)
    }

    /// An array of numbers' values; nil when it is not one.
    var numbers: [Double]? {
        guard case .array(let values) = self else { return nil }
        let numbers = values.compactMap(\.number)
        return numbers.count == values.count ? numbers : nil
    }
}

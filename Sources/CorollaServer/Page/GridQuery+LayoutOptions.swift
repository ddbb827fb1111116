import CorollaLayout
import CorollaService

extension GridQuery {
    /// The page's layout choices, one `<option>` per layout the server takes (``layouts``), in
    /// registration order, the default selected: what fills the page's `{{layoutOptions}}`.
    static let layoutOptions = AnyLayout.registered.filter { layouts.contains($0.kind) }.map { layout in
        let selected = layout.kind == GridDefaults.layoutKind ? " selected" : ""
        return "<option value=\"\(layout.kind.rawValue)\"\(selected)>\(layout.title)</option>"
    }.joined()
}

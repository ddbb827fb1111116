/// The web app `corolla serve` serves: one page (`index.html`), its style (`app.css`) and its script
/// (`app.js`), files beside this one that the EmbedTexts plugin embeds in the binary at build time
/// (no framework, nothing fetched from elsewhere, nothing read from disk when serving).
///
/// The script is a virtualized collection view spanning the page's width, as a collection view
/// spans the screen (the layout's insets are its margins): it asks the server for the grid at that
/// width (`/api/grid`: the grid `corolla grid --width` computes), sizes a surface to the content
/// size, and keeps in the DOM only the elements the rect query returns for the viewport plus one
/// screen above and below, each at its engine frame (known before it is shown, so nothing moves
/// when scrolling back). A resize asks again (debounced) and keeps the card the user last saw at
/// the top of the viewport in place; the event stream re-asks when the catalog's revision changes;
/// the search box re-asks once typing pauses. Card images follow `prefers-color-scheme`: dark cards
/// on a dark page, switched as soon as the scheme changes.
enum Page {
    /// The page, with `{{csrf}}` and `{{readOnly}}` for the server to fill in.
    static let html = EmbeddedText.index_html
    static let style = EmbeddedText.app_css
    static let script = EmbeddedText.app_js
}

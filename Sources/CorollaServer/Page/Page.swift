import CorollaService

/// The web app `corolla serve` serves: one page (`index.html`) and the files it loads (its ES
/// modules, style, icon and manifest), files beside this one that the EmbedTexts plugin embeds in the
/// binary at build time (no framework, nothing fetched from elsewhere, nothing read from disk when
/// serving). Every embedded file but the page is served at `/<file name>` with the content type of
/// its extension (``contentTypes``), so a new page file needs no change here.
///
/// The script (`app.js` and the modules it imports) is a virtualized collection view spanning the
/// page's width, as a collection view spans the screen (the layout's insets are its margins): it
/// asks the server for the grid at that width (`/api/grid`: the grid `corolla grid --width`
/// computes), sizes a surface to the content size, and keeps in the DOM only the elements the rect
/// query returns for the viewport plus one screen above and below, each at its engine frame (known
/// before it is shown, so nothing moves when scrolling back). A resize asks again (debounced) and
/// keeps the card the user last saw at the top of the viewport in place; the event stream re-asks
/// when the catalog's revision changes; the search box re-asks once typing pauses. Card images
/// follow `prefers-color-scheme`: dark cards on a dark page, switched as soon as the scheme changes.
/// The page shows its first screen before its modules run: for a window it was shown in before,
/// the server writes that first screen into the page itself (``FirstScreen``), and on a first
/// visit its one inline script asks for it in one request (`/api/first-screen`) and places its card
/// images; the modules, all preloaded at once (``modulePreloads``), are added once those images
/// have loaded (docs/development/README.md, "How the page starts").
enum Page {
    /// The page with what is the same for every response filled in once (the module preloads, the
    /// default layout, the layout options, the plant fields); `{{nonce}}`, `{{csrf}}` and
    /// `{{readOnly}}` are left for each response.
    static let html = EmbeddedText.index_html
        .replacingOccurrences(of: "{{modulePreloads}}", with: modulePreloads)
        .replacingOccurrences(of: "{{defaultLayout}}", with: GridDefaults.layoutKind.rawValue)
        .replacingOccurrences(of: "{{layoutOptions}}", with: GridQuery.layoutOptions)
        .replacingOccurrences(of: "{{plantFields}}", with: plantFields)

    /// The page's query arguments, the state of its view: `/api/grid`'s options (but the size and
    /// scale, the device's) and the place: `at`, the plant whose card is at the top,
    /// and `offset`, the offset of the visible top from that card's top (state.js says more).
    static let viewArguments = GridQuery.arguments.map(\.argument).filter { !["width", "height", "scale"].contains($0) } + ["at", "offset"]

    /// The content type of each extension a page file may have; a file of another extension is not served.
    static let contentTypes = [
        "js": "text/javascript; charset=utf-8", "css": "text/css; charset=utf-8", "svg": "image/svg+xml; charset=utf-8",
        "webmanifest": "application/manifest+json; charset=utf-8", "png": "image/png", "ico": "image/x-icon",
    ]

    /// Whether a page file is served at `/<name>`: an embedded file but the page itself (served at
    /// `/` only), or a drawn icon (``drawnIcons``), of an extension with a content type.
    static func serves(_ name: String) -> Bool {
        let embedded = name != "index.html" && EmbeddedText.byFileName[name] != nil
        let drawn = pngIconSizes[name] != nil || name == "favicon.ico"
        return (embedded || drawn) && contentType(of: name) != nil
    }

    /// The content type of `name`'s extension.
    static func contentType(of name: String) -> String? {
        name.lastIndex(of: ".").flatMap { contentTypes[String(name[name.index(after: $0)...])] }
    }

    /// The content type and bytes of the page file `name` (one ``serves(_:)`` takes).
    ///
    /// - Throws: 404 for a name it does not serve, 503 naming the reason when the icons cannot be drawn.
    static func file(named name: String) throws(HTTPFailure) -> (contentType: String, body: [UInt8]) {
        guard serves(name), let type = contentType(of: name) else { throw HTTPFailure(.notFound, "nothing is served at this path") }
        if let text = EmbeddedText.byFileName[name] { return (type, Array(text.utf8)) }
        switch drawnIcons {
        case .success(let icons): return (type, icons[name] ?? [])
        case .failure(let problem): throw .unavailable("the icon cannot be drawn from icon.svg (\(problem)); is librsvg2-common installed?")
        }
    }
}

import CorollaCards
import CorollaJSON

/// The window a browser showed the page in, as its inline script records it in the cookie
/// ``cookie`` on every visit (`width:height:scale:appearance`: the page's width and height in
/// whole points, the card images' scale, its colour scheme): what the server assumes the next
/// visit's window is when it writes the first screen into the page (``Router/page(_:)``). A
/// window that is not that one costs only the images written for it: the page checks the
/// assumption before it shows anything and lays out at its real width.
struct PageViewport: Equatable, Sendable {
    /// The cookie's name. The page sets it `SameSite=Strict`, so another site's link to the page
    /// never carries it.
    static let cookie = "corolla_viewport"

    var width: Int
    var height: Int
    var scale: Int
    var appearance: UserInterfaceStyle

    /// The viewport a cookie's value names (or `/api/first-screen`'s `viewport`, written the same
    /// way); nil for anything else (a damaged or foreign value is ignored: the page is then written
    /// as for a first visit).
    init?(cookie value: String?) {
        let parts = value?.split(separator: ":", omittingEmptySubsequences: false) ?? []
        guard parts.count == 4, let width = PlainDecimal.integer(parts[0], as: Int.self), let height = PlainDecimal.integer(parts[1], as: Int.self),
            let scale = PlainDecimal.integer(parts[2], as: Int.self), let appearance = UserInterfaceStyle(rawValue: String(parts[3]))
        else { return nil }
        (self.width, self.height, self.scale, self.appearance) = (width, height, scale, appearance)
    }
}

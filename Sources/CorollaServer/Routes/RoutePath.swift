import CorollaJSON
import CorollaService

/// The captures of a request's path, by name, read as their types: the endpoint asks for those its
/// route's pattern names, after the router's checks on the request (so a write without its token
/// is refused before its path is read).
struct RoutePath: Sendable {
    /// What a capture names, and how many segments it takes.
    enum Name: String, Hashable, Sendable {
        /// A plant's id (a number: keys can change).
        case plant
        /// A removed plant's restore token.
        case token
        /// A day, `YYYY-MM-DD`.
        case day
        /// A page file (``Page/serves(_:)``).
        case file
        /// A card image's address (``CardAddress``): its ``CardAddress/partCount`` segments.
        case card

        var segments: Int {
            self == .card ? CardAddress.partCount : 1
        }

        /// Whether `parts` (``segments`` of them) may be this capture: a page file only when the
        /// page serves it; any other whatever they are (read, with a 400 for a bad one, by the endpoint).
        func accepts(_ parts: ArraySlice<String>) -> Bool {
            self == .file ? parts.first.map(Page.serves) ?? false : true
        }
    }

    var values: [Name: [String]] = [:]

    /// The plant id in the path.
    ///
    /// - Throws: ``HTTPFailure`` (usage) when it is not a number.
    func plant() throws(HTTPFailure) -> Int64 {
        let text = try single(.plant)
        guard let id = PlainDecimal.integer(text, as: Int64.self) else {
            throw HTTPFailure(.usage, "a plant is named by its id (a number) in the path, not '\(text)'")
        }
        return id
    }

    /// The restore token in the path.
    func token() throws(HTTPFailure) -> String {
        try single(.token)
    }

    /// The day in the path.
    ///
    /// - Throws: ``HTTPFailure`` (bad input) when it is not a day, `YYYY-MM-DD`.
    func day() throws(HTTPFailure) -> CalendarDate {
        let text = try single(.day)
        guard let day = CalendarDate(iso: text) else { throw HTTPFailure(.badInput, "a watering is named by its day, YYYY-MM-DD, not '\(text)'") }
        return day
    }

    /// The page file's name in the path.
    func file() throws(HTTPFailure) -> String {
        try single(.file)
    }

    /// The card image address in the path.
    ///
    /// - Throws: ``Failure`` (bad input) when it is not one (``CardAddress/init(parts:)``).
    func card() throws -> CardAddress {
        try CardAddress(parts: parts(.card))
    }

    private func single(_ name: Name) throws(HTTPFailure) -> String {
        try parts(name)[0]
    }

    /// The segments of capture `name`; a route whose pattern does not name it is the server's bug.
    private func parts(_ name: Name) throws(HTTPFailure) -> [String] {
        guard let parts = values[name], parts.count == name.segments else {
            throw HTTPFailure(.internal, "this route's path has no \(name.rawValue)")
        }
        return parts
    }
}

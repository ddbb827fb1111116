/// The fields of a plant, each declared once: its JSON key and CSV/TSV column, the catalog columns
/// it is stored in, its type, whether it changes a card's size, whether it may be cleared, and how
/// the command line sets it. The store's row reading, the import's and export's columns, the dry
/// run's changes and the command line's `add`/`edit` options are derived from these declarations
/// (see docs/development/fields.md).
///
/// `favorite` and `position` are fields of import and export files kept in the favorites, and
/// `waterings` one kept in the watering history, not in the plant's row.
public enum PlantField: String, CaseIterable, Hashable, Sendable {
    case key, name, kind, notes
    case waterEveryDays = "water_every_days"
    case lastWatered = "last_watered"
    case photo
    case photoAspect = "photo_aspect"
    case favorite, position
    /// The days the plant was watered (JSON and NDJSON: an array of `YYYY-MM-DD` strings), merged
    /// into its history: a day already recorded is not added twice, and none is removed.
    case waterings

    /// What a field's values are.
    public enum ValueType: Hashable, Sendable {
        /// Text (Unicode, any length up to the import's limit).
        case text
        /// A whole number.
        case integer
        /// A decimal number.
        case number
        /// A day, `YYYY-MM-DD`.
        case date
        /// true or false.
        case boolean
        /// A stored photo: its encoded bytes and its size in pixels (a file name in import and
        /// export files).
        case photo
        /// Days, `YYYY-MM-DD` each: the watering history.
        case dates
    }

    /// The command-line option that sets a field in `plants add` and `plants edit`.
    public struct Option: Hashable, Sendable {
        /// `--name` without its dashes.
        public var name: String
        /// What the option's value is called in the help (`<days>`).
        public var value: String
        public var help: String
    }

    /// Where the phone page (and its API, `GET`/`POST`/`PATCH /api/plants`) has a field.
    public enum PageUse: Hashable, Sendable {
        /// In the plant's JSON, not in the form.
        case shown
        /// In the plant's JSON and in the form, which edits it (`POST` and `PATCH` take it).
        case edited
    }

    /// The largest values a field takes from an import or the command line.
    public enum Limit: Hashable, Sendable {
        /// Text of at most this many characters (grapheme clusters).
        case characters(Int)
        /// A whole number in this range.
        case wholeNumbers(ClosedRange<Int>)
        /// A number in this range.
        case numbers(ClosedRange<Double>)

        /// The most characters, for a text limit.
        public var characters: Int? { if case .characters(let count) = self { count } else { nil } }
        /// The range, for a limit of whole numbers.
        public var wholeNumbers: ClosedRange<Int>? { if case .wholeNumbers(let range) = self { range } else { nil } }
        /// The range, for a limit of numbers.
        public var numbers: ClosedRange<Double>? { if case .numbers(let range) = self { range } else { nil } }
    }

    /// Everything about one field.
    public struct Declaration: Hashable, Sendable {
        /// The columns of the catalog's `plants` table that store it, in order (none for the
        /// favorites' fields).
        public var columns: [String]
        public var type: ValueType
        /// Whether a change of it may change the size of the plant's card: the catalog's size stamp
        /// moves with it (the `plants_updated` trigger), so cached layouts measure the card again.
        public var changesCardSize: Bool
        /// Whether a plant may be without it (an empty value clears it).
        public var clearable: Bool
        /// For text: whether it is kept as written, blank too (only an empty value clears it);
        /// otherwise blank text is refused (or, on the command line, trimmed and clearing).
        public var keepsBlank: Bool
        /// The largest values an import (and the command line) accepts.
        public var limit: Limit?
        /// How `plants show` labels it.
        public var label: String
        /// The header names (CSV, TSV) and keys (JSON) an import reads as this field besides its
        /// name (the raw value, which exports write), as spreadsheets write them; all matched as
        /// ``PlantField/init(fileName:)`` says (ignoring case, spaces, `_`, `-` and a unit in
        /// parentheses).
        public var alsoAccepted: [String]
        /// How the command line sets it, or nil when `plants add`/`edit` do not (or, for the name,
        /// take it as an argument).
        public var option: Option?
        /// Whether a card shows it (in some style): what a card reads (`CardContent`), its image's
        /// digest, and (with ``changesCardSize``) its measured-content hash take every such field.
        public var shownOnCards: Bool
        /// Where the phone page has it, or nil when the page has it not.
        public var page: PageUse?
        /// The unit the page's form names after the label ("Water every (days)"), if any.
        public var unit: String?

        init(
            columns: [String], type: ValueType, changesCardSize: Bool = false, clearable: Bool = true, keepsBlank: Bool = false,
            limit: Limit? = nil, label: String, alsoAccepted: [String] = [], option: Option? = nil, shownOnCards: Bool = false,
            page: PageUse? = nil, unit: String? = nil
        ) {
            (self.columns, self.type, self.changesCardSize, self.clearable) = (columns, type, changesCardSize, clearable)
            (self.keepsBlank, self.limit, self.label, self.alsoAccepted, self.option) = (keepsBlank, limit, label, alsoAccepted, option)
            (self.shownOnCards, self.page, self.unit) = (shownOnCards, page, unit)
        }
    }

    /// The declaration of each field.
    public var declaration: Declaration {
        switch self {
        case .key:
            Declaration(
                columns: ["key"], type: .text, clearable: false, limit: .characters(200), label: "key", alsoAccepted: ["Plant Key", "Slug"],
                option: Option(name: "key", value: "key", help: "The key imports match on (default: derived from the name)."), page: .shown)
        case .name:
            Declaration(
                columns: ["name"], type: .text, changesCardSize: true, clearable: false, limit: .characters(500), label: "name",
                alsoAccepted: ["Plant Name", "Common Name", "Plant"], shownOnCards: true, page: .edited)
        case .kind:
            Declaration(
                columns: ["kind"], type: .text, changesCardSize: true, limit: .characters(100), label: "kind", alsoAccepted: ["Type", "Category", "Plant Type"],
                option: Option(name: "kind", value: "kind", help: "foliage, succulent, flowering, herb, fern, cactus, … (free text)."), shownOnCards: true,
                page: .edited)
        case .notes:
            Declaration(
                columns: ["notes"], type: .text, changesCardSize: true, keepsBlank: true, limit: .characters(20_000), label: "notes", alsoAccepted: ["Note", "Comments", "Comment", "Care Notes"],
                option: Option(name: "notes", value: "text", help: "Free-form notes (shown on detail cards)."), shownOnCards: true, page: .edited)
        case .waterEveryDays:
            Declaration(
                columns: ["water_every_days"], type: .integer, limit: .wholeNumbers(1...36_500), label: "water every",
                alsoAccepted: ["Water Every", "Watering Interval", "Water Interval", "Days Between Watering"],
                option: Option(name: "water-every", value: "days", help: "Water every <days> days (cards assume 7 when not set)."), shownOnCards: true,
                page: .edited, unit: "days")
        case .lastWatered:
            Declaration(
                columns: ["last_watered"], type: .date, label: "last watered", alsoAccepted: ["Last Watering", "Last Watered On"],
                option: Option(name: "watered", value: "date", help: "Record a watering on this day, as 'plants water --on' does: YYYY-MM-DD, today or yesterday."),
                shownOnCards: true, page: .shown)
        case .photo:
            Declaration(
                columns: ["photo", "photo_width", "photo_height"], type: .photo, limit: .characters(4_096), label: "photo", alsoAccepted: ["Photo File", "Image", "Picture"],
                option: Option(name: "photo", value: "file", help: "A photo (PNG, JPEG, …) to store in the catalog; '' removes it."), shownOnCards: true)
        case .photoAspect:
            Declaration(
                columns: ["photo_aspect"], type: .number, changesCardSize: true, limit: .numbers(Self.photoAspectRange), label: "photo aspect",
                shownOnCards: true)
        case .favorite:
            Declaration(columns: [], type: .boolean, label: "favorite", alsoAccepted: ["Favourite", "Starred"])
        case .position:
            Declaration(columns: [], type: .integer, limit: .wholeNumbers(0...Int.max), label: "position", alsoAccepted: ["Favorite Position", "Favourite Position"])
        case .waterings:
            Declaration(columns: [], type: .dates, label: "waterings")
        }
    }

    /// A photo's width / height: what a card shows (`PhotoLimits.aspectRange` in CorollaCards, which
    /// a test holds to this), so that no image area is endless (1e-308) or a sliver.
    public static let photoAspectRange = 0.25...4.0

    /// The fields stored in the plant's row, in declaration order.
    public static let stored = allCases.filter { !$0.declaration.columns.isEmpty }

    /// The fields a card shows (``Declaration/shownOnCards``), in declaration order.
    public static let shownOnCards = allCases.filter(\.declaration.shownOnCards)

    /// The fields a card shows whose change may change its size, in declaration order: what a card
    /// is measured from.
    public static let measuredOnCards = shownOnCards.filter(\.declaration.changesCardSize)

    /// The fields the phone page's form edits (``PageUse/edited``), in declaration order.
    public static let editedOnPage = allCases.filter { $0.declaration.page == .edited }
}

extension Plant {
    /// The stored fields an edit or an import may change: every one but the key.
    public static let editedFields = PlantField.stored.filter { $0 != .key }
}

/// A listing command (`plants list`, `favorites list`, `today`): all it reads from its command
/// line is its ``PlantListing``.
protocol ListingCommand: CatalogCommand {
    associatedtype Filters: PlantFilterGroup
    var listing: PlantListing<Filters> { get }
}

extension ListingCommand {
    var session: Session { listing.session }
}

/// What every listing's help page says, and how its configuration reads.
enum ListingHelp {
    /// What every listing's help page says of its formats and width.
    static let discussion = """
        The table fits $COLUMNS when it is set, else the terminal's width (not fitted otherwise): names are cut \
        with '…' down to 20 cells, then kinds, then names further; keys, numbers and dates never are. csv and tsv \
        give the table's columns with a header row; json (or --json) gives each plant's fields.
        """

    /// A listing command's configuration: its help's discussion `about` it, then ``discussion``.
    static func configuration(_ name: String, abstract: String, about: String = "") -> CommandConfiguration {
        CommandConfiguration(name: name, abstract: abstract, discussion: about + discussion)
    }
}

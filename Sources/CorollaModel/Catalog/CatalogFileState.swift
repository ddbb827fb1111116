/// Whether the catalog's path still names the file a connection (or a service) opened, by device
/// and inode.
public enum CatalogFileState: Sendable, Hashable {
    /// The path names the file that was opened.
    case same
    /// Another file has the path now: the opened file was replaced (`mv other.sqlite garden.sqlite`,
    /// a restore by hand).
    case replaced
    /// Nothing has the path now: the file was removed or renamed.
    case gone
}

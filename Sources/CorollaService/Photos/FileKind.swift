import Glibc

/// What a path names, from `stat(2)`.
public enum FileKind: Equatable, Sendable {
    case regular, folder, symbolicLink, characterDevice, blockDevice, fifo, socket

    public init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFDIR: self = .folder
        case S_IFLNK: self = .symbolicLink
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        default: self = .regular
        }
    }

    /// "a folder", "a character device", … for messages.
    public var article: String {
        switch self {
        case .regular: "a file"
        case .folder: "a folder"
        case .symbolicLink: "a symbolic link"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .fifo: "a pipe (FIFO)"
        case .socket: "a socket"
        }
    }
}

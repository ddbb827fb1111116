/// Why a photo cannot be stored or drawn.
public enum PhotoError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No loader recognises the bytes, or the loader failed; gdk-pixbuf's message.
    case unreadable(String)
    /// The image's header declares dimensions beyond ``PhotoLimits``: refused before decoding.
    case tooLarge(String)
    /// The file does not hold the whole image (cut short, or damaged): refused before decoding,
    /// rather than stored with filler where the rest should be.
    case incomplete(String)
    /// Not one of the raster formats cameras write (``PhotoFormat``: SVG, PDF, PNM, …): refused
    /// from its first bytes, before any decoder runs.
    case unsupportedFormat(String)
    /// Its decoding went past the time or memory a decode may take (``PhotoLimits/decodeSeconds``,
    /// ``PhotoLimits/decodeMemoryBytes``) and was stopped.
    case decodeLimit(String)

    public var description: String {
        switch self {
        case .unreadable(let reason): "not an image gdk-pixbuf can read: \(reason)"
        case .tooLarge(let reason): "too large: \(reason)"
        case .incomplete(let reason): "not a whole image: \(reason)"
        case .unsupportedFormat(let reason): "not a photo: \(reason)"
        case .decodeLimit(let reason): "too costly to decode: \(reason)"
        }
    }
}

/// Why a file cannot be embedded: one line naming the file.
struct EmbedderError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

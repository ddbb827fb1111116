/// A plant's stored photo: the encoded thumbnail (PNG or JPEG bytes) and its size in pixels.
public struct PlantPhoto: Hashable, Sendable {
    public var bytes: [UInt8]
    public var width: Int
    public var height: Int

    public init(bytes: [UInt8], width: Int, height: Int) {
        self.bytes = bytes
        self.width = width
        self.height = height
    }
}

extension Optional where Wrapped == PlantPhoto {
    /// The `photo`, `photo_width` and `photo_height` values, all NULL without a photo.
    func appendValues(to arguments: inout [DatabaseValue]) {
        arguments.append(map { .blob($0.bytes) } ?? .null)
        arguments.append(map { .integer(Int64($0.width)) } ?? .null)
        arguments.append(map { .integer(Int64($0.height)) } ?? .null)
    }
}

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

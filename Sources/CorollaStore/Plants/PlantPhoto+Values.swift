extension Optional where Wrapped == PlantPhoto {
    /// The `photo`, `photo_width` and `photo_height` values, all NULL without a photo.
    func appendValues(to arguments: inout [DatabaseValue]) {
        arguments.append(map { .blob($0.bytes) } ?? .null)
        arguments.append(map { .integer(Int64($0.width)) } ?? .null)
        arguments.append(map { .integer(Int64($0.height)) } ?? .null)
    }
}

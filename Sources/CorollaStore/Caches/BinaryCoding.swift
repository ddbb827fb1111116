/// The byte layouts of the frame cache's blobs and the caches' checksums: little-endian, fixed width, bit-exact.
enum BinaryCoding {
    /// Bytes of one manifest item: the plant id and the size stamp (Int64s).
    static let manifestItemSize = 8 + 8

    static func encode(frames: [Double]) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: frames.count * 8) { bytes, initialized in
            let raw = UnsafeMutableRawBufferPointer(bytes)
            for (index, value) in frames.enumerated() {
                raw.storeBytes(of: value.bitPattern.littleEndian, toByteOffset: index * 8, as: UInt64.self)
            }
            initialized = frames.count * 8
        }
    }

    /// Calls `body` with the bytes ``encode(frames:)`` gives: the array's own memory on a
    /// little-endian machine, where a Float64 is stored as it is kept (no copy of a million
    /// frames), an encoded copy otherwise.
    static func withBytes<Result>(of frames: [Double], _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        #if _endian(little)
            try frames.withUnsafeBytes(body)
        #else
            try encode(frames: frames).withUnsafeBytes(body)
        #endif
    }

    /// Calls `body` with the bytes ``encode(manifest:)`` gives: the array's own memory on a
    /// little-endian machine where an item is kept as it is stored (its plant id, then its size
    /// stamp, 16 bytes apart), an encoded copy otherwise.
    static func withBytes<Result>(of manifest: [ManifestItem], _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        #if _endian(little)
            if MemoryLayout<ManifestItem>.stride == manifestItemSize, MemoryLayout<ManifestItem>.offset(of: \.plantID) == 0,
                MemoryLayout<ManifestItem>.offset(of: \.sizeStamp) == 8
            {
                return try manifest.withUnsafeBytes(body)
            }
        #endif
        return try encode(manifest: manifest).withUnsafeBytes(body)
    }

    /// - Throws: `StoreError.malformedValue` unless the blob is whole Float64s.
    static func decodeFrames(_ raw: UnsafeRawBufferPointer) throws -> [Double] {
        guard raw.count % 8 == 0 else {
            throw StoreError.malformedValue(table: "layout_cache", column: "frames", reason: "\(raw.count) bytes are not whole Float64s")
        }
        return [Double](unsafeUninitializedCapacity: raw.count / 8) { numbers, initialized in
            for index in 0..<raw.count / 8 {
                numbers[index] = Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)))
            }
            initialized = raw.count / 8
        }
    }

    static func encode(manifest: [ManifestItem]) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: manifest.count * manifestItemSize) { bytes, initialized in
            let raw = UnsafeMutableRawBufferPointer(bytes)
            for (index, item) in manifest.enumerated() {
                raw.storeBytes(of: UInt64(bitPattern: item.plantID).littleEndian, toByteOffset: index * manifestItemSize, as: UInt64.self)
                raw.storeBytes(of: UInt64(bitPattern: item.sizeStamp).littleEndian, toByteOffset: index * manifestItemSize + 8, as: UInt64.self)
            }
            initialized = manifest.count * manifestItemSize
        }
    }

    /// - Throws: `StoreError.malformedValue` unless the blob is whole items.
    static func decodeManifest(_ raw: UnsafeRawBufferPointer) throws -> [ManifestItem] {
        guard raw.count % manifestItemSize == 0 else {
            throw StoreError.malformedValue(table: "layout_cache", column: "manifest", reason: "\(raw.count) bytes are not whole items")
        }
        return (0..<raw.count / manifestItemSize).map { index in
            let start = index * manifestItemSize
            return ManifestItem(
                plantID: Int64(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start, as: UInt64.self))),
                sizeStamp: Int64(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self))))
        }
    }

    /// The checksum a layout row keeps of what it stores: the content hash of the revision, the
    /// manifest and frames blobs (each after its length) and the content size, little-endian.
    ///
    /// - Complexity: O(m + f) for the blobs' bytes.
    static func checksum(
        revision: Int64, manifest: UnsafeRawBufferPointer, frames: UnsafeRawBufferPointer, contentWidth: Double, contentHeight: Double
    ) -> [UInt8] {
        let hasher = XXH3Hasher()
        hasher.update(littleEndian: UInt64(bitPattern: revision))
        hasher.update(littleEndian: UInt64(manifest.count))
        hasher.update(manifest)
        hasher.update(littleEndian: UInt64(frames.count))
        hasher.update(frames)
        hasher.update(littleEndian: contentWidth.bitPattern)
        hasher.update(littleEndian: contentHeight.bitPattern)
        return hasher.digest().bytes
    }

    /// The checksum a card size row keeps of what it stores: the content hash of its key (the
    /// content hash, the style and fingerprint each after its length, the measuring width) and its
    /// size, little-endian.
    ///
    /// - Complexity: O(s + f) for the style's and fingerprint's bytes.
    static func checksum(_ key: CardSizeKey, _ size: CardSize) -> [UInt8] {
        let hasher = XXH3Hasher()
        hasher.update(key.contentHash.bytes)
        for text in [key.style, key.fingerprint] {
            hasher.update(littleEndian: UInt64(text.utf8.count))
            hasher.update(text.utf8)
        }
        for number in [key.columnWidth, size.width, size.height] { hasher.update(littleEndian: number.bitPattern) }
        return hasher.digest().bytes
    }
}

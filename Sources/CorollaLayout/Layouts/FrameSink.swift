/// Frames written straight into the storage of the array that will hold them (from inside
/// `Array(unsafeUninitializedCapacity:initializingWith:)`): no capacity or uniqueness check per
/// frame and no copy afterwards, for the loops that place a million items.
///
/// A copy writes to the same storage but counts on its own: a loop may work on a local copy (whose
/// count stays in a register) and assign it back.
struct FrameSink {
    private let buffer: UnsafeMutableBufferPointer<Rect>
    /// The frames written so far: the array's count.
    private(set) var count = 0

    /// A sink writing to `buffer`, the array's uninitialised storage.
    init(_ buffer: UnsafeMutableBufferPointer<Rect>) {
        self.buffer = buffer
    }

    /// Writes the next frame.
    ///
    /// - Precondition: fewer than `buffer.count` frames were written (the room is reserved for
    ///   every item a job places, so this holds for any input).
    @inline(__always)
    mutating func append(_ frame: Rect) {
        precondition(count < buffer.count, "more frames than the room reserved for them")
        buffer.initializeElement(at: count, to: frame)
        count += 1
    }
}

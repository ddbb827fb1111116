extension LayoutResult {
    /// Why ``init(archive:diagnostics:)`` refused an archive.
    public struct ArchiveError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The number at which reading stopped.
        public var offset: Int
        public var reason: String

        public var description: String { "layout archive, number \(offset): \(reason)" }
    }

    /// The format of ``archive``: bump it whenever the layout of the numbers changes.
    static let archiveVersion = 1.0

    /// The whole result as numbers, bit for bit: the content size, every frame and rotation, and the
    /// checkpoints ``CollectionLayout/relayout(_:sections:in:scale:from:)`` resumes from, so that a
    /// result stored as Float64s and read back can be relaid out. The diagnostics are not included.
    ///
    /// Layout: version, scroll direction (0 vertical, 1 horizontal), content width and height,
    /// section count; per section: flags (1 header, 2 footer, 4 rotations, 8 trace), the header and
    /// footer frames, the item count, the item frames (x, y, width, height), the rotations, and the
    /// trace (start, end, checkpoint count, then per checkpoint its item, state count and state).
    ///
    /// - Complexity: O(n) for n items and checkpoints.
    public var archive: [Double] {
        var numbers: [Double] = [Self.archiveVersion, scrollDirection == .vertical ? 0 : 1]
        numbers.reserveCapacity(archiveCount)
        numbers += [contentSize.width, contentSize.height, Double(sections.count)]
        for (index, section) in sections.enumerated() {
            let trace = traces.indices.contains(index) ? traces[index] : nil
            var flags = 0
            if section.header != nil { flags |= 1 }
            if section.footer != nil { flags |= 2 }
            if section.rotations != nil { flags |= 4 }
            if trace != nil { flags |= 8 }
            numbers.append(Double(flags))
            for frame in [section.header, section.footer].compactMap({ $0 }) { numbers.append(frame) }
            numbers.append(Double(section.items.count))
            for frame in section.items { numbers.append(frame) }
            numbers += section.rotations ?? []
            if let trace {
                numbers += [trace.start, trace.end, Double(trace.checkpoints.count)]
                for checkpoint in trace.checkpoints {
                    numbers.append(Double(checkpoint.item))
                    numbers.append(Double(checkpoint.state.count))
                    numbers += checkpoint.state
                }
            }
        }
        return numbers
    }

    /// How many numbers ``archive`` has.
    ///
    /// - Complexity: O(s + c) for s sections and c checkpoints.
    private var archiveCount: Int {
        var count = 5
        for (index, section) in sections.enumerated() {
            count += 2 + (section.header == nil ? 0 : 4) + (section.footer == nil ? 0 : 4) + section.items.count * 4 + (section.rotations?.count ?? 0)
            if traces.indices.contains(index) { count += 3 + traces[index].checkpoints.reduce(0) { $0 + 2 + $1.state.count } }
        }
        return count
    }

    /// Rebuilds a result from its ``archive``; `diagnostics` are put back as given.
    ///
    /// - Throws: ``ArchiveError`` for numbers that are not an archive of this version (never traps,
    ///   whatever the numbers).
    /// - Complexity: O(n) for n numbers.
    public init(archive: [Double], diagnostics: [LayoutDiagnostic] = []) throws {
        var reader = ArchiveReader(numbers: archive)
        guard try reader.next() == Self.archiveVersion else { throw reader.error("not an archive of version 1") }
        let direction = try reader.count(atMost: 1)
        contentSize = Size(width: try reader.next(), height: try reader.next())
        scrollDirection = direction == 0 ? .vertical : .horizontal
        self.diagnostics = diagnostics
        sections = []
        traces = []
        for _ in 0..<(try reader.count()) {
            let flags = try reader.flags(atMost: 15)
            var section = SectionFrames()
            if flags & 1 != 0 { section.header = try reader.rect() }
            if flags & 2 != 0 { section.footer = try reader.rect() }
            let items = try reader.count(each: 4)
            section.items = try reader.rects(items)
            if flags & 4 != 0 { section.rotations = try reader.take(items) }
            sections.append(section)
            if flags & 8 != 0 { traces.append(try reader.trace()) }
        }
        guard reader.isAtEnd else { throw reader.error("numbers left after the last section") }
    }
}

extension [Double] {
    /// Appends x, y, width, height.
    fileprivate mutating func append(_ frame: Rect) {
        append(frame.minX)
        append(frame.minY)
        append(frame.width)
        append(frame.height)
    }
}

/// Reads an archive front to back, refusing anything out of place.
private struct ArchiveReader {
    let numbers: [Double]
    var offset = 0

    var isAtEnd: Bool { offset == numbers.count }

    func error(_ reason: String) -> LayoutResult.ArchiveError {
        LayoutResult.ArchiveError(offset: offset, reason: reason)
    }

    mutating func next() throws -> Double {
        guard offset < numbers.count else { throw error("the archive ends too early") }
        offset += 1
        return numbers[offset - 1]
    }

    mutating func take(_ count: Int) throws -> [Double] {
        guard count <= numbers.count - offset else { throw error("the archive ends too early") }
        offset += count
        return Array(numbers[(offset - count)..<offset])
    }

    /// A whole number in `0...limit` that leaves room for `each` numbers per unit.
    mutating func count(atMost limit: Int = .max, each: Int = 1) throws -> Int {
        let value = try next()
        let remaining = numbers.count - offset
        guard value >= 0, value == value.rounded(), value <= Double(min(limit, remaining / max(1, each))) else {
            throw error("\(value) is not a count that fits")
        }
        return Int(value)
    }

    /// A whole number in `0...limit` that is a set of bits, not a count: it needs no room after it
    /// (an empty section's flags can exceed the numbers left).
    mutating func flags(atMost limit: Int) throws -> Int {
        let value = try next()
        guard value >= 0, value == value.rounded(), value <= Double(limit) else { throw error("\(value) is not a set of flags") }
        return Int(value)
    }

    /// A whole number from 0 to 2^53 (an item index).
    mutating func index() throws -> Int {
        let value = try next()
        guard value >= 0, value == value.rounded(), value <= 9_007_199_254_740_992 else {
            throw error("\(value) is not an index")
        }
        return Int(value)
    }

    mutating func rect() throws -> Rect {
        guard 4 <= numbers.count - offset else { throw error("the archive ends too early") }
        offset += 4
        return Rect(x: numbers[offset - 4], y: numbers[offset - 3], width: numbers[offset - 2], height: numbers[offset - 1])
    }

    /// `count` rects, read in one pass (no array per rect).
    mutating func rects(_ count: Int) throws -> [Rect] {
        guard count <= (numbers.count - offset) / 4 else { throw error("the archive ends too early") }
        let start = offset
        offset += count * 4
        return numbers.withUnsafeBufferPointer { numbers in
            (0..<count).map { index in
                let at = start + index * 4
                return Rect(x: numbers[at], y: numbers[at + 1], width: numbers[at + 2], height: numbers[at + 3])
            }
        }
    }

    mutating func trace() throws -> SectionTrace {
        let start = try next()
        let end = try next()
        let checkpoints = try (0..<(try count(each: 2))).map { _ in
            let item = try index()
            return Checkpoint(item: item, state: try take(try count()))
        }
        return SectionTrace(start: start, end: end, checkpoints: checkpoints)
    }
}

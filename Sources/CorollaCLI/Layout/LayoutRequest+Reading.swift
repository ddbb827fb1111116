import CorollaJSON
import CorollaLayout

extension LayoutRequest {
    /// The request read straight from its bytes with a ``JSONCursor``: the numbers of each item go
    /// into the sections' `LayoutItem` arrays as they are read, without a tree of values or a
    /// dictionary per item. The layout's options and a section's `sectionInset` (a few values) are
    /// read as trees by the path-naming decoder.
    ///
    /// Returns nil — and ``decode(_:)`` then parses the request whole, which names any problem
    /// exactly — for anything but a valid request in the usual form: invalid JSON, a missing,
    /// repeated, mistyped or unknown field, a key with escapes, an integer written with a point.
    ///
    /// - Complexity: O(n) for n bytes.
    static func read(_ bytes: [UInt8]) -> LayoutRequest? {
        var cursor = JSONCursor(bytes)
        var (width, height, scale): (Double?, Double?, Double?) = (nil, nil, nil)
        var layout: AnyLayout?
        var sections: [LayoutSection]?
        var seen = Set<String>()
        let members = readMembers(&cursor) { cursor, key in
            guard seen.insert(key).inserted else { return false }
            switch key {
            case "width":
                width = cursor.number()
                return width != nil
            case "height":
                height = cursor.number()
                return height != nil
            case "scale": return readOptional(&cursor, { $0.number() }, into: &scale)
            case "layout":
                layout = cursor.value().flatMap { try? JSONTreeDecoder().decode(AnyLayout.self, from: $0) }
                return layout != nil
            case "sections":
                sections = readSections(&cursor)
                return sections != nil
            default: return false
            }
        }
        guard members, cursor.isAtEnd(), let width, let height, let layout, let sections else { return nil }
        return LayoutRequest(width: width, height: height, scale: scale ?? 0, layout: layout, sections: sections)
    }

    /// Reads an object, calling `member` with each key (the cursor after its colon); `member` reads
    /// the value and says whether it could. False when the object or a member cannot be read.
    private static func readMembers(_ cursor: inout JSONCursor, _ member: (inout JSONCursor, String) -> Bool) -> Bool {
        guard cursor.consume(UInt8(ascii: "{")) else { return false }
        if cursor.consume(UInt8(ascii: "}")) { return true }
        repeat {
            guard let key = cursor.plainString(), cursor.consume(UInt8(ascii: ":")), member(&cursor, key) else { return false }
        } while cursor.consume(UInt8(ascii: ","))
        return cursor.consume(UInt8(ascii: "}"))
    }

    /// Reads an array, calling `element` for each element; false when one cannot be read.
    private static func readElements(_ cursor: inout JSONCursor, _ element: (inout JSONCursor) -> Bool) -> Bool {
        guard cursor.consume(UInt8(ascii: "[")) else { return false }
        if cursor.consume(UInt8(ascii: "]")) { return true }
        repeat {
            guard element(&cursor) else { return false }
        } while cursor.consume(UInt8(ascii: ","))
        return cursor.consume(UInt8(ascii: "]"))
    }

    private static func readSections(_ cursor: inout JSONCursor) -> [LayoutSection]? {
        var sections: [LayoutSection] = []
        let read = readElements(&cursor) { cursor in
            guard let section = readSection(&cursor) else { return false }
            sections.append(section)
            return true
        }
        return read ? sections : nil
    }

    /// A section: `items` required; `header`, `footer`, `sectionInset` and `columnCount` optional
    /// (`null` is absent).
    private static func readSection(_ cursor: inout JSONCursor) -> LayoutSection? {
        var items: [LayoutItem]?
        var section = LayoutSection(items: [])
        var seen = Set<String>()
        let read = readMembers(&cursor) { cursor, key in
            guard seen.insert(key).inserted else { return false }
            switch key {
            case "items":
                items = readItems(&cursor)
                return items != nil
            case "header": return readOptional(&cursor, { $0.number() }, into: &section.header)
            case "footer": return readOptional(&cursor, { $0.number() }, into: &section.footer)
            case "columnCount": return readOptional(&cursor, { $0.integer() }, into: &section.columnCount)
            case "sectionInset":
                return readOptional(&cursor, { $0.value().flatMap { try? JSONTreeDecoder().decode(EdgeInsets.self, from: $0) } }, into: &section.sectionInset)
            default: return false
            }
        }
        guard read, let items else { return nil }
        section.items = items
        return section
    }

    /// `null` (nil), or what `value` reads; false when neither.
    private static func readOptional<Value>(_ cursor: inout JSONCursor, _ value: (inout JSONCursor) -> Value?, into target: inout Value?) -> Bool {
        if cursor.consumeNull() { return true }
        target = value(&cursor)
        return target != nil
    }

    /// The items, each `{"width"?, "height"?, "span"?}` (`null` is absent; `span` is 1 when absent).
    private static func readItems(_ cursor: inout JSONCursor) -> [LayoutItem]? {
        var items: [LayoutItem] = []
        let read = readElements(&cursor) { cursor in
            var (width, height, span): (Double?, Double?, Int?) = (nil, nil, nil)
            var seen: UInt8 = 0
            let read = readMembers(&cursor) { cursor, key in
                let bit: UInt8 = key == "width" ? 1 : key == "height" ? 2 : key == "span" ? 4 : 0
                guard bit != 0, seen & bit == 0 else { return false }
                seen |= bit
                switch bit {
                case 1: return readOptional(&cursor, { $0.number() }, into: &width)
                case 2: return readOptional(&cursor, { $0.number() }, into: &height)
                default: return readOptional(&cursor, { $0.integer() }, into: &span)
                }
            }
            items.append(LayoutItem(width: width, height: height, span: span ?? 1))
            return read
        }
        return read ? items : nil
    }
}

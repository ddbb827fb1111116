internal import CXML2

/// An XML document read node by node with libxml2's `xmlTextReader`: one `xmlTextReaderPtr`, fed
/// from a ``ZipEntry`` a piece at a time, so that a document is never held whole.
///
/// Entities are not loaded from outside the document, nothing is fetched from the network, and
/// libxml2's limits on entity expansion stay on.
final class XMLStreamReader {
    private let reader: OpaquePointer
    private let entry: ZipEntry
    /// The first error libxml2 reported, for the reader that asked.
    private var parseError: String?

    /// The kinds of node the readers act on (`xmlReaderTypes`).
    enum Node: Int32 {
        case element = 1, text = 3, cdata = 4, whitespace = 13, significantWhitespace = 14, endElement = 15
    }

    /// A reader of `entry`'s XML.
    ///
    /// - Throws: `ImportError` naming the file and the entry when libxml2 cannot start reading it.
    init(_ entry: ZipEntry) throws {
        self.entry = entry
        let context = Unmanaged.passUnretained(entry).toOpaque()
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_COMPACT.rawValue)
        guard
            let reader = xmlReaderForIO(
                { context, buffer, count in
                    guard let context, let buffer else { return -1 }
                    let entry = Unmanaged<ZipEntry>.fromOpaque(context).takeUnretainedValue()
                    return Int32(entry.read(into: UnsafeMutableRawPointer(buffer), count: Int(count)))
                }, nil, context, entry.name, nil, options)
        else {
            throw ImportError(file: entry.file, line: 0, reason: "cannot read \(entry.name) in the archive as XML")
        }
        self.reader = reader
        xmlTextReaderSetStructuredErrorHandler(
            reader,
            { context, error in
                guard let context, let error else { return }
                let this = Unmanaged<XMLStreamReader>.fromOpaque(context).takeUnretainedValue()
                guard this.parseError == nil, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
                let message = error.pointee.message.map { String(cString: $0) } ?? "malformed XML"
                this.parseError = "line \(error.pointee.line): " + (message.split(separator: "\n").first.map { String($0.trimmingSpaces) } ?? message)
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        xmlFreeTextReader(reader)
    }

    /// Moves to the next node; false at the end of the document.
    ///
    /// - Throws: `ImportError` naming the file and the entry for XML that is not well formed, or
    ///   an entry that cannot be read (damaged, cut short, over its limit).
    func read() throws -> Bool {
        switch xmlTextReaderRead(reader) {
        case 1: return true
        case 0:
            try check()
            return false
        default:
            try check()
            throw ImportError(file: entry.file, line: 0, reason: "\(entry.name) in the archive is not well-formed XML")
        }
    }

    /// Throws what the entry or libxml2 reported.
    private func check() throws {
        if let failure = entry.failure { throw failure }
        if let parseError {
            throw ImportError(
                file: entry.file, line: 0, reason: "\(entry.name) in the archive is not well-formed XML (\(parseError))",
                hint: "the file is damaged or cut short: save it again")
        }
    }

    /// The current node's kind (nil for the kinds no reader acts on).
    var node: Node? { Node(rawValue: xmlTextReaderNodeType(reader)) }

    /// The current node's name without its prefix.
    var localName: String { xmlTextReaderConstLocalName(reader).map { String(cString: $0) } ?? "" }

    /// Whether the current element is written `<a/>`: no end element follows it.
    var isEmptyElement: Bool { xmlTextReaderIsEmptyElement(reader) == 1 }

    /// The current node's depth in the document (the root is 0).
    var depth: Int { Int(xmlTextReaderDepth(reader)) }

    /// The text of the current text node.
    var value: String { xmlTextReaderConstValue(reader).map { String(cString: $0) } ?? "" }

    /// Whether the current node is the element `name` (in any namespace).
    func isElement(_ name: String) -> Bool { node == .element && localName == name }

    /// Whether the current node ends the element `name`.
    func isEnd(_ name: String) -> Bool { node == .endElement && localName == name }

    /// The value of the current element's attribute `name` (without its prefix) in `namespace`
    /// (nil: in none, or any).
    func attribute(_ name: String, namespace: String? = nil) -> String? {
        guard xmlTextReaderMoveToFirstAttribute(reader) == 1 else { return nil }
        defer { xmlTextReaderMoveToElement(reader) }
        repeat {
            if xmlTextReaderConstLocalName(reader).map({ String(cString: $0) }) == name {
                let uri = xmlTextReaderConstNamespaceUri(reader).map { String(cString: $0) }
                if namespace == nil || uri == namespace {
                    return xmlTextReaderConstValue(reader).map { String(cString: $0) } ?? ""
                }
            }
        } while xmlTextReaderMoveToNextAttribute(reader) == 1
        return nil
    }

    /// The text inside the current element, up to its end (the text of elements inside it, but
    /// for those `skipping` names); "" for an empty element. Leaves the reader on its end.
    ///
    /// - Throws: as ``read()``; `ImportError` for text over ``ImportLimits/fieldBytes``.
    func text(skipping: Set<String> = []) throws -> String {
        guard !isEmptyElement else { return "" }
        let start = depth
        var text = ""
        var skippedDepth: Int?
        while try read() {
            switch node {
            case .element? where skippedDepth == nil && skipping.contains(localName) && !isEmptyElement:
                skippedDepth = depth
            case .endElement? where depth == skippedDepth:
                skippedDepth = nil
            case .endElement? where depth == start:
                return text
            case .text?, .cdata?, .whitespace?, .significantWhitespace?:
                guard skippedDepth == nil else { continue }
                text += value
                guard text.utf8.count <= ImportLimits.fieldBytes else {
                    throw ImportError(file: entry.file, line: 0, reason: "a text in \(entry.name) longer than \(ImportLimits.fieldBytes >> 20) MiB, the limit")
                }
            default: continue
            }
        }
        return text
    }
}

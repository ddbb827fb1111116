/// An .xlsx workbook (Office Open XML, what Excel saves): the parts of its zip archive a sheet's
/// cells need, read before the sheet is streamed.
///
/// `xl/workbook.xml` lists the sheets in workbook order and names the date system; its
/// relationships (`xl/_rels/workbook.xml.rels`) say which part holds each sheet, the shared
/// strings and the styles. The shared strings (the text of the string cells, which point into
/// them) are held in memory, at most ``ImportLimits/sharedStringsBytes`` of them; the styles tell
/// which cells show a date.
struct XLSXWorkbook {
    static let relationships = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"

    let archive: ZipArchive
    /// The sheets in workbook order: name, the part that holds it, and whether it is hidden.
    let sheets: [(name: String, part: String, hidden: Bool)]
    /// Whether dates count from 1904 (`<workbookPr date1904="1"/>`).
    let date1904: Bool
    /// The workbook's shared strings, by index.
    let sharedStrings: [String]
    let numberFormats: XLSXNumberFormats

    var file: String { archive.file }

    /// The workbook `archive` holds.
    ///
    /// - Throws: `ImportError` for an archive that is not an .xlsx workbook, or one of whose
    ///   parts is malformed or over its limit.
    init(_ archive: ZipArchive) throws {
        self.archive = archive
        let workbookPart = try Self.officeDocument(in: archive)
        guard let workbook = try archive.entry(workbookPart) else {
            throw ZipArchive.notAnArchive(file: archive.file, kind: "xlsx", reason: "a zip archive without \(workbookPart)")
        }
        let folder = workbookPart.split(separator: "/").dropLast().joined(separator: "/")
        let targets = try Self.relationships(of: workbookPart, in: archive)
        var sheets: [(name: String, part: String, hidden: Bool)] = []
        var date1904 = false
        let xml = try XMLStreamReader(workbook)
        while try xml.read() {
            if xml.isElement("workbookPr") {
                date1904 = ["1", "true"].contains(xml.attribute("date1904") ?? "0")
            } else if xml.isElement("sheet"), let name = xml.attribute("name"),
                let target = xml.attribute("id", namespace: Self.relationships).flatMap({ targets[$0] })
            {
                sheets.append((name, Self.resolve(target.path, in: folder), ["hidden", "veryHidden"].contains(xml.attribute("state") ?? "")))
            }
        }
        (self.sheets, self.date1904) = (sheets, date1904)
        let styles = targets.values.first { $0.type.hasSuffix("/styles") }.map { Self.resolve($0.path, in: folder) }
        if let styles, let entry = try archive.entry(styles) {
            numberFormats = try XLSXNumberFormats(reading: XMLStreamReader(entry))
        } else {
            numberFormats = XLSXNumberFormats()
        }
        let strings = targets.values.first { $0.type.hasSuffix("/sharedStrings") }.map { Self.resolve($0.path, in: folder) }
        if let strings, let entry = try archive.entry(strings) {
            sharedStrings = try Self.sharedStrings(XMLStreamReader(entry), file: archive.file)
        } else {
            sharedStrings = []
        }
    }

    /// The workbook's part, as the package's relationships (`_rels/.rels`) name it.
    private static func officeDocument(in archive: ZipArchive) throws -> String {
        let fallback = "xl/workbook.xml"
        guard archive.names.contains("_rels/.rels") else {
            guard try archive.entry(fallback) != nil else {
                throw ZipArchive.notAnArchive(file: archive.file, kind: "xlsx", reason: "a zip archive without _rels/.rels or \(fallback)")
            }
            return fallback
        }
        let found = try relationships(part: "_rels/.rels", in: archive).values.first { $0.type.hasSuffix("/officeDocument") }
        return found.map { resolve($0.path, in: "") } ?? fallback
    }

    /// The relationships of `part`, by id: what each points at and its type.
    private static func relationships(of part: String, in archive: ZipArchive) throws -> [String: (path: String, type: String)] {
        var components = part.split(separator: "/").map(String.init)
        let name = components.popLast() ?? ""
        return try relationships(part: (components + ["_rels", name + ".rels"]).joined(separator: "/"), in: archive)
    }

    private static func relationships(part: String, in archive: ZipArchive) throws -> [String: (path: String, type: String)] {
        guard let entry = try archive.entry(part) else { return [:] }
        var found: [String: (path: String, type: String)] = [:]
        let xml = try XMLStreamReader(entry)
        while try xml.read() {
            guard xml.isElement("Relationship"), let id = xml.attribute("Id"), let target = xml.attribute("Target") else { continue }
            guard xml.attribute("TargetMode") != "External" else { continue }
            found[id] = (target, xml.attribute("Type") ?? "")
        }
        return found
    }

    /// The part `target` names, relative to `folder` (or to the archive's root when it starts with `/`).
    static func resolve(_ target: String, in folder: String) -> String {
        var components = target.hasPrefix("/") ? [] : folder.split(separator: "/").map(String.init)
        for component in target.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(String(component))
            }
        }
        return components.joined(separator: "/")
    }

    /// The shared strings part's strings: each `<si>`'s text, that of its rich-text runs
    /// (`<r><t>`) joined, without its phonetic runs (`<rPh>`).
    private static func sharedStrings(_ xml: XMLStreamReader, file: String) throws -> [String] {
        var strings: [String] = []
        var bytes = 0
        while try xml.read() {
            guard xml.isElement("si") else { continue }
            let text = try xml.text(skipping: ["rPh"])
            bytes += text.utf8.count + 16
            guard bytes <= ImportLimits.sharedStringsBytes else {
                throw ImportError(
                    file: file, line: 0, reason: "the workbook's shared strings hold more than \(ImportLimits.sharedStringsBytes >> 20) MiB of text, the limit",
                    hint: "save the sheet as CSV, or split it")
            }
            strings.append(XLSXText.shown(text))
        }
        return strings
    }

    /// The part of the sheet named `name`, or of the first sheet shown (the first tab; the first
    /// sheet when every one is hidden).
    ///
    /// - Throws: ``UnknownSheetError`` when no sheet has that name; `ImportError` for a workbook
    ///   without sheets.
    func sheet(named name: String?) throws -> (name: String, part: String, hidden: Bool) {
        guard let first = sheets.first(where: { !$0.hidden }) ?? sheets.first else {
            throw ImportError(file: file, line: 0, reason: "the workbook has no sheets")
        }
        guard let name else { return first }
        guard let found = sheets.first(where: { $0.name == name }) else {
            throw UnknownSheetError(file: file, name: name, sheets: sheets.map(\.name))
        }
        return found
    }
}

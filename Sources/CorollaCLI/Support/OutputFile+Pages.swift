extension OutputFile {
    /// The file of page `number` (from 1) of output split into pages: the name with `-001`,
    /// `-002`, … (at least three digits) before its extension, in the same folder:
    /// `favorites.png` → `favorites-001.png`; a name without an extension ends with the number.
    func page(_ number: Int) -> OutputFile {
        let name = path.lastComponent.bytes
        let dot = name.lastIndex(of: UInt8(ascii: ".")).flatMap { $0 > 0 ? $0 : nil } ?? name.endIndex
        let digits = String(number)
        let suffix = Array(("-" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits).utf8)
        let paged = FilePath(bytes: Array(name[..<dot]) + suffix + Array(name[dot...]))
        return OutputFile(path: path.bytes.contains(UInt8(ascii: "/")) ? path.folder.appending(paged) : paged, input: input)
    }
}

import CQRencode

/// A QR code (libqrencode, error correction level M): its square of modules, dark or light.
struct QRCode: Equatable {
    /// The modules row by row, true for dark; `size` × `size`.
    var modules: [[Bool]]

    var size: Int { modules.count }

    /// The light border a reader needs around the code, in modules.
    static let quietZone = 4

    /// The code of `text` (as 8-bit bytes), in the smallest version that holds it.
    ///
    /// - Throws: ``InternalError`` when libqrencode cannot encode it (too long, out of memory).
    init(_ text: String) throws {
        guard let code = QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1) else {
            throw InternalError("cannot make a QR code of \(text.utf8.count) bytes")
        }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        // Bit 0 of each byte is the module's colour; the other bits describe its role.
        let data = UnsafeBufferPointer(start: code.pointee.data, count: width * width)
        modules = (0..<width).map { row in (0..<width).map { data[row * width + $0] & 1 == 1 } }
    }

    /// The code in Unicode half blocks, two rows of modules a line, inside its quiet zone: a light
    /// module is drawn (`█`, `▀`, `▄`), a dark one left blank. On a terminal's light text on a dark
    /// background that is a camera's dark-on-light code; `colored` sets white on black explicitly
    /// (ANSI), so that it reads the same on a light background.
    func halfBlocks(colored: Bool) -> [String] {
        let side = size + 2 * Self.quietZone
        let light: (Int, Int) -> Bool = { row, column in
            let (r, c) = (row - Self.quietZone, column - Self.quietZone)
            return !(modules.indices.contains(r) && modules.indices.contains(c) && modules[r][c])
        }
        return stride(from: 0, to: side, by: 2).map { row in
            let line = String(
                (0..<side).map { column -> Character in
                    switch (light(row, column), row + 1 < side && light(row + 1, column)) {
                    case (true, true): "█"
                    case (true, false): "▀"
                    case (false, true): "▄"
                    case (false, false): " "
                    }
                })
            return colored ? "\u{1B}[97;40m" + line + "\u{1B}[0m" : line
        }
    }
}

import Glibc

/// Command-line words as bytes. Linux gives a program its arguments as bytes, and a file name may
/// be any bytes but `/` and NUL; Swift's `CommandLine.arguments` replaces bytes that are not UTF-8
/// with U+FFFD, so `--db $'c\xff.sqlite'` would name another file.
///
/// The parser works on `String` words, so a word that is not UTF-8 is carried losslessly: each
/// byte that is not part of valid UTF-8 becomes U+0000 followed by the scalar of the byte's value
/// (U+0080–U+00FF). No argument can contain NUL, so the form is unambiguous. Paths
/// (``FilePath``) take such words back as bytes; every other value refuses them (exit 64).
enum ArgumentBytes {
    /// The process's arguments, without the program name, read from `CommandLine.unsafeArgv`.
    static var processArguments: [String] {
        (1..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return "" }
            return word(UnsafeBufferPointer(start: argument, count: strlen(argument)).lazy.map { UInt8(bitPattern: $0) })
        }
    }

    /// `bytes` as a word: the text itself when it is UTF-8, else the lossless form.
    static func word(_ bytes: some Sequence<UInt8>) -> String {
        text(of: bytes) { byte, text in
            text.unicodeScalars.append("\0")
            text.unicodeScalars.append(Unicode.Scalar(byte))
        }
    }

    /// The bytes `word` stands for; nil when it holds a NUL that does not mark a byte.
    static func bytes(of word: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(word.utf8.count)
        var escaped = false
        for scalar in word.unicodeScalars {
            if escaped {
                guard (0x80...0xFF).contains(scalar.value) else { return nil }
                bytes.append(UInt8(scalar.value))
                escaped = false
            } else if scalar == "\0" {
                escaped = true
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return escaped ? nil : bytes
    }

    /// Whether `word` is UTF-8 text as given (not the lossless form of other bytes).
    static func isText(_ word: String) -> Bool {
        !word.unicodeScalars.contains("\0")
    }

    /// `word` for a message: the bytes that are not UTF-8 as `\xHH`, display controls escaped.
    static func shown(_ word: String) -> String {
        guard !isText(word), let bytes = bytes(of: word) else { return word.visible() }
        return shown(bytes)
    }

    /// `bytes` for a message: UTF-8 text with each byte that is not part of it as `\xHH`, display
    /// controls escaped (``String/visible(keepingLines:)``).
    static func shown(_ bytes: some Sequence<UInt8>) -> String {
        text(of: bytes) { byte, text in
            let hex = String(byte, radix: 16)
            text += "\\x" + (hex.count < 2 ? "0" : "") + hex
        }.visible()
    }

    /// `bytes` decoded as UTF-8, `invalid` writing each byte that is not part of a valid sequence.
    ///
    /// - Complexity: O(n) for n bytes.
    private static func text(of bytes: some Sequence<UInt8>, invalid: (UInt8, inout String) -> Void) -> String {
        let bytes = Array(bytes)
        var text = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<(offset + length)] { invalid(byte, &text) }
                offset += length
            case .emptyInput:
                return text
            }
        }
    }
}

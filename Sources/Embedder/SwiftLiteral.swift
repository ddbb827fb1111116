import Foundation

/// `text` as a Swift string literal whose value is exactly `text`.
func swiftLiteral(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": literal += "\\\\"
        case "\"": literal += "\\\""
        case "\n": literal += "\\n"
        case "\r": literal += "\\r"
        case "\t": literal += "\\t"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            literal += "\\u{\(String(scalar.value, radix: 16))}"
        default: literal.unicodeScalars.append(scalar)
        }
    }
    return literal + "\""
}

/// The contents of `url` as text, or an error naming the file if they are not UTF-8.
func utf8Text(of url: URL) throws -> String {
    guard let text = String(data: try Data(contentsOf: url), encoding: .utf8) else {
        throw EmbedderError("\(url.lastPathComponent): not valid UTF-8")
    }
    return text
}

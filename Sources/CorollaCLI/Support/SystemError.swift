import Glibc

/// A failed system call's `errno`, described as `strerror(3)` does, lowercased: "permission denied".
struct SystemError: Error, Equatable, CustomStringConvertible {
    var code: Int32

    init(_ code: Int32) {
        self.code = code
    }

    var description: String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}

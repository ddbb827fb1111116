import CorollaService
import Foundation

/// The systemd user unit that keeps `corolla serve` running (`corolla service`): where it is
/// written, its text, and the user manager that runs it.
struct ServiceUnit: Equatable {
    /// The unit's name.
    static let name = "corolla.service"

    /// The `corolla` executable the unit runs (absolute).
    var executable: String
    /// The catalog it serves (absolute).
    var catalog: FilePath
    var host: String
    var port: Int

    /// The unit file's text: `corolla serve` of the catalog, started with the user's manager
    /// (`default.target`: at login, or at boot with lingering) and again when it fails.
    var text: String {
        let command = [Self.quoted(Array(executable.utf8)), "serve", "--db", Self.quoted(catalog.bytes), "--host", host, "--port", String(port)]
        return """
            [Unit]
            Description=Corolla: the plant catalog served on port \(port)
            After=network-online.target
            Wants=network-online.target

            [Service]
            Type=exec
            ExecStart=\(command.joined(separator: " "))
            Restart=on-failure
            RestartSec=5

            [Install]
            WantedBy=default.target

            """
    }

    /// `bytes` as one word of an `ExecStart=` line: in double quotes, with `\`, `"`, control
    /// characters and bytes that are not UTF-8 as C escapes, `%` as `%%` and `$` as `$$` (systemd
    /// expands both).
    ///
    /// - Complexity: O(n) for n bytes.
    static func quoted(_ bytes: [UInt8]) -> String {
        var text = "\""
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 0
            if length > 1, index + length <= bytes.count,
                let character = String(validating: bytes[index..<(index + length)], as: UTF8.self), character.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control })
            {
                text += character
                index += length
                continue
            }
            switch byte {
            case UInt8(ascii: "\\"): text += "\\\\"
            case UInt8(ascii: "\""): text += "\\\""
            case UInt8(ascii: "%"): text += "%%"
            case UInt8(ascii: "$"): text += "$$"
            case 0x20..<0x7F: text += String(UnicodeScalar(byte))
            default: text += "\\x" + String(format: "%02x", byte)
            }
            index += 1
        }
        return text + "\""
    }

    /// The unit file: `$XDG_CONFIG_HOME/systemd/user/corolla.service`, else
    /// `~/.config/systemd/user/corolla.service`.
    static func file(environment: (String) -> [UInt8]?) -> FilePath {
        func set(_ name: String) -> [UInt8]? { environment(name).flatMap { $0.isEmpty ? nil : $0 } }
        let config = set("XDG_CONFIG_HOME") ?? ((set("HOME") ?? Array(NSHomeDirectory().utf8)) + Array("/.config".utf8))
        return FilePath(bytes: config + Array("/systemd/user/\(name)".utf8))
    }

    /// Why no systemd user manager can take the unit here, or nil when one runs (its private
    /// socket is in `$XDG_RUNTIME_DIR/systemd/`).
    static func missingSession(environment: (String) -> [UInt8]?) -> String? {
        guard let runtime = environment("XDG_RUNTIME_DIR").flatMap({ $0.isEmpty ? nil : String(decoding: $0, as: UTF8.self) }) else {
            return "no systemd user session is running here ($XDG_RUNTIME_DIR is not set)"
        }
        var status = stat()
        guard stat(runtime + "/systemd/private", &status) == 0, status.st_mode & S_IFMT == S_IFSOCK else {
            return "no systemd user session is running here (no user manager in \(runtime))"
        }
        return nil
    }

    /// The login name of the user running this process.
    static var userName: String {
        getpwuid(getuid()).flatMap { $0.pointee.pw_name.map { String(cString: $0) } } ?? String(getuid())
    }

    /// Whether the user's manager runs without a login (`loginctl enable-linger`): started at boot
    /// and kept after logout.
    static var lingers: Bool {
        FileManager.default.fileExists(atPath: "/var/lib/systemd/linger/" + userName)
    }

    /// Runs `systemctl --user arguments…`.
    ///
    /// - Returns: its exit status and what it printed (standard output, then standard error).
    static func systemctl(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["systemctl", "--user"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            throw Failure(.internal, "cannot run systemctl: \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Runs `systemctl --user arguments…`, failing with what it said when it fails.
    static func requireSystemctl(_ arguments: [String]) throws {
        let (status, output) = try systemctl(arguments)
        guard status == 0 else { throw Failure(.internal, "systemctl --user \(arguments.joined(separator: " ")) failed: \(output.visible())") }
    }
}

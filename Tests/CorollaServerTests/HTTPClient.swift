import Foundation

/// A raw HTTP/1.1 client over a TCP socket, so that a test controls every byte of the request
/// (a `Host` a browser would never send, no `Origin`, an oversize body).
struct HTTPClient {
    let port: UInt16
    /// The loopback address the client connects from (127.0.0.1 unless set): another address is
    /// another client to the server.
    var source: String?

    struct Response {
        var status: Int
        /// Header values by lower-case name.
        var headers: [String: String]
        var body: [UInt8]

        var text: String { String(decoding: body, as: UTF8.self) }

        /// The body as a JSON object.
        func json() throws -> [String: Any] {
            guard let object = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else {
                throw ClientError("not a JSON object: \(text)")
            }
            return object
        }
    }

    struct ClientError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Sends one request (`Connection: close`) and reads the whole response.
    func send(
        _ method: String, _ target: String, host: String? = nil, headers: [String: String] = [:], body: [UInt8] = []
    ) throws -> Response {
        let socket = try connect()
        defer { close(socket) }
        try write(socket, request(method, target, host: host, headers: headers, body: body))
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(socket, &buffer, buffer.count)
            if count <= 0 { break }
            received += buffer[..<count]
        }
        return try parse(received)
    }

    func get(_ target: String, headers: [String: String] = [:]) throws -> Response {
        try send("GET", target, headers: headers)
    }

    /// The request's bytes.
    func request(_ method: String, _ target: String, host: String?, headers: [String: String], body: [UInt8]) -> [UInt8] {
        var text = "\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        if !body.isEmpty || method == "POST" { text += "Content-Length: \(body.count)\r\n" }
        return Array((text + "\r\n").utf8) + body
    }

    /// A connected socket.
    func connect() throws -> Int32 {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw ClientError("socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        if let source {
            var local = sockaddr_in()
            local.sin_family = sa_family_t(AF_INET)
            local.sin_addr.s_addr = inet_addr(source)
            let bound = withUnsafePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard bound == 0 else {
                close(socket)
                throw ClientError("bind \(source): \(errno)")
            }
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Foundation.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(socket)
            throw ClientError("connect: \(errno)")
        }
        return socket
    }

    /// A socket on which `GET /api/events` was sent, and a reader of the event stream it gets;
    /// the caller closes `socket`.
    func openEvents(headers: [String: String] = [:]) throws -> StreamReader {
        let socket = try connect()
        do {
            try write(socket, request("GET", "/api/events", host: nil, headers: headers, body: []))
        } catch {
            close(socket)
            throw error
        }
        return StreamReader(socket: socket)
    }

    /// What the server answers `head` (a request's line and headers) with, none of its body having
    /// been sent: the status line, headers and JSON body, as far as the body's first `}`.
    func answerBeforeBody(_ head: [UInt8]) throws -> String {
        let socket = try connect()
        defer { close(socket) }
        try write(socket, head)
        var reader = StreamReader(socket: socket)
        return try reader.read(until: "}")
    }

    func write(_ socket: Int32, _ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Foundation.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return }  // the server may close early (a refused body)
            sent += count
        }
    }

    /// Parses a complete response (a chunked body is joined).
    func parse(_ bytes: [UInt8]) throws -> Response {
        let separator = Array("\r\n\r\n".utf8)
        guard let end = (0..<max(0, bytes.count - 3)).first(where: { Array(bytes[$0..<($0 + 4)]) == separator }) else {
            throw ClientError("no complete header in \(bytes.count) bytes")
        }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw ClientError("bad status line \(lines[0])") }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Array(bytes[(end + 4)...])
        if headers["transfer-encoding"] == "chunked" { body = unchunked(body) }
        return Response(status: status, headers: headers, body: body)
    }

    private func unchunked(_ bytes: [UInt8]) -> [UInt8] {
        var body: [UInt8] = []
        var position = 0
        while let lineEnd = (position..<max(position, bytes.count - 1)).first(where: { bytes[$0] == 13 && bytes[$0 + 1] == 10 }),
            let size = Int(String(decoding: bytes[position..<lineEnd], as: UTF8.self), radix: 16), size > 0
        {
            let start = lineEnd + 2
            body += bytes[start..<min(bytes.count, start + size)]
            position = start + size + 2
        }
        return body
    }
}

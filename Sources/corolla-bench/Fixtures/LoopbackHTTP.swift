import Foundation

/// GET requests to a server on 127.0.0.1, one connection each (`Connection: close`), as a browser
/// on the same machine makes them.
struct LoopbackHTTP {
    let port: UInt16

    /// The status and body of `GET target`.
    func get(_ target: String) throws -> (status: Int, body: [UInt8]) {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw BenchError.mismatch("socket: errno \(errno)") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw BenchError.mismatch("connect: errno \(errno)") }
        let request = Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nSec-Fetch-Site: same-origin\r\nConnection: close\r\n\r\n".utf8)
        guard request.withUnsafeBytes({ send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == request.count else {
            throw BenchError.mismatch("send: errno \(errno)")
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while case let count = read(socket, &buffer, buffer.count), count > 0 { received += buffer[..<count] }
        let header = Array("\r\n\r\n".utf8)
        guard received.count > 12, let status = Int(String(decoding: received[9..<12], as: UTF8.self)),
            let end = received.indices.dropLast(3).first(where: { received[$0..<($0 + 4)].elementsEqual(header) })
        else { throw BenchError.mismatch("no HTTP response from \(target)") }
        return (status, Array(received[(end + 4)...]))
    }

    /// The body of `GET target` as a JSON object, requiring status 200.
    func json(_ target: String) throws -> [String: Any] {
        let (status, body) = try get(target)
        guard status == 200, let object = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else {
            throw BenchError.mismatch("\(target): status \(status): \(String(decoding: body, as: UTF8.self))")
        }
        return object
    }

    /// `GET /api/grid?query` once the grid is exact: a cold grid answers its first screen at once
    /// and measures the rest in the background, so this asks again every 0.2 s until it is done.
    func exactGrid(_ query: String) throws -> [String: Any] {
        var grid = try json("/api/grid?\(query)")
        while grid["exact"] as? Bool == false {
            Thread.sleep(forTimeInterval: 0.2)
            grid = try json("/api/grid?\(query)")
        }
        return grid
    }
}

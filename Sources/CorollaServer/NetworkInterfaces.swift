import Foundation

/// This machine's network addresses.
enum NetworkInterfaces {
    /// Every IPv4 address of the interfaces that are up, the loopback one first.
    static func ipv4Addresses() -> [String] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0, let first else { return ["127.0.0.1"] }
        defer { freeifaddrs(first) }
        var addresses: [String] = []
        for interface in sequence(first: first, next: { $0.pointee.ifa_next }) {
            guard let address = interface.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
                interface.pointee.ifa_flags & UInt32(IFF_UP) != 0
            else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            let converted = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { socket in
                var raw = socket.pointee.sin_addr
                return inet_ntop(AF_INET, &raw, &text, socklen_t(INET_ADDRSTRLEN)) != nil
            }
            if converted { addresses.append(String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)) }
        }
        return addresses.sorted { ($0.hasPrefix("127.") ? 0 : 1, $0) < ($1.hasPrefix("127.") ? 0 : 1, $1) }
    }
}

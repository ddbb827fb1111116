import CAvahi
import Foundation

/// The server announced on the local network by DNS-SD over multicast DNS, through the Avahi
/// daemon: an `_http._tcp` service named "Corolla on HOST" (a browser or an app browsing for web
/// servers finds it), on the machine's mDNS name `HOST.local`, an address that outlives a new IP
/// address (printers and Home Assistant are reached the same way).
///
/// Avahi calls back on its own thread (a threaded poll); every field the callbacks touch is read
/// and written under the poll's lock. Where no Avahi daemon runs, ``start(port:)`` says why and
/// nothing is announced.
final class ServiceAnnouncement: @unchecked Sendable {
    /// The service type announced: a web server.
    static let serviceType = "_http._tcp"

    /// Why nothing is announced.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    /// The machine's mDNS name, `HOST.local`: set once, before the announcement is returned.
    private(set) var hostName = ""
    private let port: UInt16
    private let poll: OpaquePointer
    private var client: OpaquePointer?
    private var group: OpaquePointer?
    /// The service's name: "Corolla on HOST", or Avahi's alternative when another service on the
    /// network has it ("Corolla on HOST #2"). Guarded by the poll's lock.
    private var name: String = ""
    /// Whether the daemon confirmed the service on the network. Guarded by the poll's lock.
    private var established = false
    /// Whether ``stop()`` ran. Guarded by `stopping`, which ``status`` holds too: the poll is not
    /// freed under it.
    private var stopped = false
    private let stopping = NSLock()

    /// Announces a web server on `port`.
    ///
    /// - Throws: ``Unavailable`` when no Avahi daemon answers (or Avahi cannot start its thread).
    static func start(port: UInt16) throws(Unavailable) -> ServiceAnnouncement {
        guard let poll = avahi_threaded_poll_new() else { throw Unavailable(description: "Avahi cannot start its thread") }
        let announcement = ServiceAnnouncement(poll: poll, port: port)
        var error: Int32 = 0
        // The first callbacks come from inside avahi_client_new, on this thread, before the poll's
        // thread starts: no lock is needed until then.
        guard
            let client = avahi_client_new(
                avahi_threaded_poll_get(poll), AvahiClientFlags(0), ServiceAnnouncement.clientChanged,
                Unmanaged.passUnretained(announcement).toOpaque(), &error)
        else {
            avahi_threaded_poll_free(poll)
            throw Unavailable(description: "no Avahi daemon answers here (\(String(cString: avahi_strerror(error))))")
        }
        announcement.client = client
        announcement.hostName = avahi_client_get_host_name_fqdn(client).map { String(cString: $0) } ?? ""
        guard !announcement.hostName.isEmpty, avahi_threaded_poll_start(poll) == 0 else {
            announcement.stop()
            throw Unavailable(description: "Avahi cannot start its thread")
        }
        return announcement
    }

    private init(poll: OpaquePointer, port: UInt16) {
        self.poll = poll
        self.port = port
    }

    /// The service's name and whether the network has it yet, as the daemon last said; nil once
    /// stopped.
    var status: (name: String, established: Bool)? {
        stopping.withLock {
            guard !stopped else { return nil }
            avahi_threaded_poll_lock(poll)
            defer { avahi_threaded_poll_unlock(poll) }
            return (name, established)
        }
    }

    /// Withdraws the service and stops Avahi's thread; once (a server may be stopped twice).
    func stop() {
        stopping.withLock {
            guard !stopped else { return }
            stopped = true
            avahi_threaded_poll_stop(poll)
            // Freeing the client frees its entry group.
            if let client { avahi_client_free(client) }
            client = nil
            group = nil
            avahi_threaded_poll_free(poll)
        }
    }

    // MARK: Avahi's callbacks, on its thread with the poll's lock held (or inside avahi_client_new).

    private static let clientChanged: AvahiClientCallback = { client, state, context in
        guard let client, let context else { return }
        let announcement = Unmanaged<ServiceAnnouncement>.fromOpaque(context).takeUnretainedValue()
        switch state {
        case AVAHI_CLIENT_S_RUNNING: announcement.addService(client)
        case AVAHI_CLIENT_S_COLLISION, AVAHI_CLIENT_S_REGISTERING:
            // The host's own name is being (re)registered: the service follows once it runs.
            if let group = announcement.group { avahi_entry_group_reset(group) }
            announcement.established = false
        default: announcement.established = false
        }
    }

    private static let groupChanged: AvahiEntryGroupCallback = { group, state, context in
        guard let group, let context else { return }
        let announcement = Unmanaged<ServiceAnnouncement>.fromOpaque(context).takeUnretainedValue()
        switch state {
        case AVAHI_ENTRY_GROUP_ESTABLISHED: announcement.established = true
        case AVAHI_ENTRY_GROUP_COLLISION:
            // Another service on the network has the name: take Avahi's next one and try again.
            announcement.name = alternative(to: announcement.name)
            avahi_entry_group_reset(group)
            if let client = avahi_entry_group_get_client(group) { announcement.addService(client) }
        default: announcement.established = false
        }
    }

    /// Adds the service to the entry group (made on first use) and commits it; a name taken
    /// already is replaced by Avahi's alternative until one is free.
    private func addService(_ client: OpaquePointer) {
        if group == nil {
            group = avahi_entry_group_new(client, Self.groupChanged, Unmanaged.passUnretained(self).toOpaque())
        }
        guard let group, avahi_entry_group_is_empty(group) != 0 else { return }
        if name.isEmpty {
            let host = avahi_client_get_host_name(client).map { String(cString: $0) } ?? "this computer"
            name = "Corolla on " + host
            while name.utf8.count > Self.maximumNameBytes { name.removeLast() }
        }
        while true {
            let added = avahi_entry_group_add_service_strlst(
                group, AvahiIfIndex(AVAHI_IF_UNSPEC), AvahiProtocol(AVAHI_PROTO_INET), AvahiPublishFlags(0), name, Self.serviceType,
                nil, nil, port, nil)
            guard Int(added) == AVAHI_ERR_COLLISION else { break }
            name = Self.alternative(to: name)
        }
        avahi_entry_group_commit(group)
    }

    /// The longest service name DNS-SD allows, in bytes.
    private static let maximumNameBytes = 63

    /// Avahi's next name after `name` ("Corolla on HOST #2").
    private static func alternative(to name: String) -> String {
        guard let next = avahi_alternative_service_name(name) else { return name + " 2" }
        defer { avahi_free(next) }
        return String(cString: next)
    }
}

import CorollaService
import Foundation

extension Router {
    /// The cookie that carries a paired device's credential.
    static let deviceCookie = "corolla_device"

    /// How long a browser keeps the device cookie: 400 days (the longest browsers keep one);
    /// renewed by every page load.
    static let deviceCookieSeconds = 400 * 24 * 3600

    /// Refuses (421) a request whose `Host` is not the address the server is bound to, with its
    /// port: a page on another domain that resolved its name to this machine (DNS rebinding)
    /// sends that name. Bound to 127.0.0.1, `localhost` is accepted too; bound to 0.0.0.0, any
    /// IPv4 address (only a name can be rebound); announced by DNS-SD, the machine's own mDNS name
    /// (``localName``), which only the local network's multicast DNS resolves.
    func checkHost(_ request: HTTPRequest) throws(HTTPFailure) {
        guard let host = request.headers["host"], let colon = host.lastIndex(of: ":"),
            UInt16(host[host.index(after: colon)...]) == port
        else { throw .misdirected }
        let name = String(host[..<colon])
        let bound = configuration.host
        let accepted =
            name == bound || (ServerConfiguration.isLoopback(bound) && name == "localhost")
            || (bound == "0.0.0.0" && (IPv4Address(name) != nil || name == "localhost"))
            || (localName.map { name.caseInsensitiveCompare($0) == .orderedSame } ?? false)
        guard accepted else { throw .misdirected }
    }

    /// The paired device `request` comes from, when the server needs one (bound beyond the
    /// loopback address): the one whose credential its cookie carries, seen now (``sightings``).
    /// Without one, only the pairing address (``pair(_:)``, which checks its code) and the calendar
    /// with its subscription key (`?key=`) are let through.
    ///
    /// - Returns: nil on the loopback address, and for the two requests let through.
    /// - Throws: 403 for a request from no paired device (a revoked one included).
    func checkAccess(_ request: HTTPRequest) throws(HTTPFailure) -> Device? {
        guard configuration.needsDevice else { return nil }
        do {
            if let credential = request.cookies[Self.deviceCookie], let device = try withService({ try $0.devices.device(credential: credential) }) {
                if sightings.isDue(device.id), !configuration.readOnly || configuration.readOnlyReason == .asked {
                    try? withService { try $0.devices.noteSeen(device, from: request.client) }
                }
                return device
            }
            if request.path == "/" + Self.pairingPath { return nil }
            if request.path == "/" + Self.calendarFile, let key = try request.argument("key"), try withService({ try $0.devices.isCalendarKey(key) }) {
                return nil
            }
        } catch let refusal as HTTPFailure {
            throw refusal
        } catch {
            throw failure(for: error, request)
        }
        throw .forbidden("this device is not paired with the server: scan the QR code 'corolla serve' prints, or open the address 'corolla devices pair' prints")
    }

    /// Refuses (403) a write in read-only mode, from a device paired read-only, from another
    /// origin, or without the page's CSRF token.
    func checkWrite(_ request: HTTPRequest) throws(HTTPFailure) {
        guard !configuration.readOnly else { throw HTTPFailure(.readOnly, configuration.readOnlyReason.message) }
        if let device = request.device, device.readOnly {
            throw HTTPFailure(.readOnly, "this device (\(device.name)) is paired read-only")
        }
        guard let origin = request.headers["origin"], let host = request.headers["host"], origin == "http://\(host)" else {
            throw .forbidden("a write needs an Origin header naming this server")
        }
        guard let given = request.headers["x-corolla-csrf"], Self.same(given, csrfToken(for: request.device)) else {
            throw .forbidden("a write needs the page's X-Corolla-CSRF token")
        }
    }

    /// The token a page shown to `device` (nil: on the loopback address) carries in
    /// `X-Corolla-CSRF`: derived from the catalog's page key and the device, so a restart of the
    /// server does not change it.
    func csrfToken(for device: Device?) -> String {
        pageKey.token(for: device)
    }

    /// The `Set-Cookie` value that gives a device its credential, for ``deviceCookieSeconds``.
    static func deviceCookie(_ credential: String) -> String {
        "\(deviceCookie)=\(credential); Path=/; Max-Age=\(deviceCookieSeconds); HttpOnly; SameSite=Strict"
    }

    /// Compares two tokens in time that does not depend on where they differ.
    static func same(_ given: String, _ expected: String) -> Bool {
        Devices.same(given, expected)
    }
}

import CorollaJSON
import CorollaService
import Foundation

extension Router {
    /// The pairing address's path, after `/`: `/pair?code=CODE`.
    static let pairingPath = "pair"

    /// `GET /pair?code=CODE`: pairs the device that opened the address with the code `corolla
    /// serve` or `corolla devices pair` printed (``CatalogService/devices``): it gets its
    /// credential in a cookie (``deviceCookie(_:)``) and a page saying its name, which goes on to
    /// the plants. A device already paired is just sent on. A wrong or expired code is 403, and a
    /// client that sent ``PairingAttempts/perClient`` wrong codes lately (or all clients
    /// ``PairingAttempts/overall``) gets 429 until the window passes, whatever it sends.
    func pair(_ request: HTTPRequest) throws -> HTTPResponse {
        try request.accept(["code"])
        guard configuration.needsDevice else {
            throw HTTPFailure(.notFound, "this server answers this machine only: no device needs pairing (serve with --host 0.0.0.0 for phones)")
        }
        if let device = request.device { return Self.pairedPage(device, already: true) }
        if let wait = pairingAttempts.refusal(for: request.client) {
            throw HTTPFailure.tooManyRequests("too many wrong pairing codes: try again in \(wait) seconds", retryAfter: wait)
        }
        guard configuration.readOnlyReason != .catalog || !configuration.readOnly else {
            throw HTTPFailure.unavailable("the catalog cannot be written, so no device can be paired")
        }
        let code = try request.requiredArgument("code")
        guard let paired = try withService({ try $0.devices.pair(code: code, userAgent: request.headers["user-agent"]) }) else {
            pairingAttempts.noteWrong(from: request.client)
            throw HTTPFailure.forbidden("this pairing code is wrong or expired: 'corolla devices pair' prints a new one")
        }
        if sightings.isDue(paired.device.id) { try? withService { try $0.devices.noteSeen(paired.device, from: request.client) } }
        var response = Self.pairedPage(paired.device, already: false)
        response.headers.append(("Set-Cookie", Self.deviceCookie(paired.credential)))
        return response
    }

    /// The page a device sees once paired: its name, and on to the plants.
    private static func pairedPage(_ device: Device, already: Bool) -> HTTPResponse {
        let html = EmbeddedText.paired_html
            .replacingOccurrences(of: "{{title}}", with: already ? "Already paired" : "Paired")
            .replacingOccurrences(of: "{{name}}", with: htmlEscaped(device.name))
            .replacingOccurrences(of: "{{access}}", with: device.readOnly ? " (read-only: it can look, not change)" : "")
        return HTTPResponse(
            contentType: "text/html; charset=utf-8", body: Array(html.utf8), headers: [("Cache-Control", "no-store")] + pageSecurityHeaders)
    }

    /// The most bytes `PATCH /api/device`'s body takes: `{"name": …}` with the longest name, each
    /// character at its longest escape, and white space around the member.
    static let deviceBodyBytes = 2 + "\"name\":\"\"".utf8.count + Device.maximumNameLength * PlantField.jsonBytesPerCharacter + 16

    /// `GET /api/device`: the device the page runs on, `{"device": {"id", "name", "read_only"}}`
    /// (null on the loopback address); `PATCH /api/device` with `{"name": …}` renames it (a write,
    /// checked as every write is), answering the same.
    func thisDevice(_ request: HTTPRequest) throws -> HTTPResponse {
        try request.accept([])
        guard var device = request.device else {
            guard request.method == "GET" else { throw HTTPFailure(.notFound, "no device is paired on this machine's address") }
            return .json(.object([JSONMember("device", .null)]))
        }
        if request.method == "PATCH" {
            let name: String
            do {
                guard case .object(let members) = try JSONParser.parseDocument(request.body).root,
                    members.count == 1, members[0].key == "name", case .string(let given) = members[0].value
                else { throw HTTPFailure(.usage, "the body must be {\"name\": \"…\"}", field: "name") }
                name = given
            } catch let failure as HTTPFailure {
                throw failure
            } catch {
                throw HTTPFailure(.usage, "the body is not JSON: \(error)")
            }
            device = try withService { try $0.devices.rename(String(device.id), to: name) }
        }
        return .json(
            .object([
                JSONMember(
                    "device",
                    .object([
                        JSONMember("id", .number(Double(device.id))), JSONMember("name", .string(device.name)),
                        JSONMember("read_only", .bool(device.readOnly)),
                    ]))
            ]))
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` as character references.
    static func htmlEscaped(_ text: String) -> String {
        text.reduce(into: "") { escaped, character in escaped += htmlReferences[character] ?? String(character) }
    }

    private static let htmlReferences: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"]
}

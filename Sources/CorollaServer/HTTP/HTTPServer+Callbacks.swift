import CMicroHTTPD
import Foundation

/// What one request has received so far: kept by the daemon between the handler's calls.
private final class RequestState {
    var body: [UInt8] = []
    /// The body as a file, when the request was admitted to spool it.
    var spool: SpooledBody?
    /// The most bytes of body the request's route takes (kept in ``body``, or in ``spool``).
    var limit = 0
    /// The limit the body passed: what arrived is dropped, what follows is read and discarded
    /// (up to ``HTTPServer/Limits/discardedBodyBytes``), and the request is answered 413.
    var passedLimit: Int?
    /// Bytes read and discarded since the body passed its limit.
    var discarded = 0
    /// The client address whose place among the bodies in flight this request holds
    /// (``BodyPlaces``), until its body is in or it ends.
    var bodyPlace: String?
    /// The response another thread computes, and the headers the router added to it.
    var deferred: DeferredResponse?
    var deferredHeaders: [(name: String, value: String)] = []
}

/// The daemon's access handler: called once when the headers are in (to set up the request's
/// state), once per chunk of body, then once more to answer (and again, for a deferred
/// response, each time its connection is woken).
let accessHandler: MHD_AccessHandlerCallback = { cls, connection, url, method, _, uploadData, uploadSize, requestState in
    guard let cls, let connection, let requestState, let uploadSize else { return corolla_mhd_no }
    let context = Unmanaged<HTTPServer.Context>.fromOpaque(cls).takeUnretainedValue()
    guard let pointer = requestState.pointee else {
        let state = RequestState()
        requestState.pointee = Unmanaged.passRetained(state).toOpaque()
        let received = request(on: connection, url: url, method: method, body: [])
        let admission = context.admit(received)
        switch admission {
        case .refused(let refusal): return queue(refusal, on: connection)
        case .buffered(let limit), .spooled(let limit): state.limit = limit
        }
        // A declared length past the route's limit is refused before any of the body is read.
        if let length = received.declaredLength, length > state.limit {
            return queue(.failure(.bodyTooLarge(limit: state.limit)), on: connection)
        }
        if received.declaresBody {
            guard context.bodies.take(received.client) else {
                return queue(.failure(context.bodies.refusal), on: connection)
            }
            state.bodyPlace = received.client
        }
        switch admission {
        case .refused, .buffered:
            break
        case .spooled(let limit):
            do throws(HTTPFailure) {
                state.spool = try SpooledBody(limit: limit)
            } catch {
                return queue(.failure(error), on: connection)
            }
            context.deadline.uploadStarted(connection)
        }
        if !received.declaresBody { context.deadline.requestReceived(connection) }
        return corolla_mhd_yes
    }
    let state = Unmanaged<RequestState>.fromOpaque(pointer).takeUnretainedValue()
    if uploadSize.pointee > 0 {
        defer { uploadSize.pointee = 0 }
        guard let uploadData else { return corolla_mhd_yes }
        let chunk = UnsafeRawBufferPointer(start: uploadData, count: uploadSize.pointee)
        if state.passedLimit != nil {
            // libmicrohttpd answers only once the body is in: the rest is read and dropped so the
            // client gets its 413, up to a bound; past it the connection is closed.
            state.discarded += chunk.count
            return state.discarded <= context.limits.discardedBodyBytes ? corolla_mhd_yes : corolla_mhd_no
        }
        if let spool = state.spool {
            guard !spool.append(chunk) else {
                context.deadline.uploadReceived(connection, count: chunk.count)
                return corolla_mhd_yes
            }
            // Past the limit (a body of no declared length: a declared one was refused on its
            // headers): the file goes at once.
            state.spool = nil
            state.passedLimit = spool.limit
        } else if state.body.count + chunk.count > state.limit {
            state.body = []
            state.passedLimit = state.limit
        } else {
            state.body += chunk
        }
        return corolla_mhd_yes
    }
    if state.deferred == nil {
        context.deadline.requestReceived(connection)
        context.deadline.uploadEnded(connection)
        if let place = state.bodyPlace {
            context.bodies.give(place)
            state.bodyPlace = nil
        }
        let response: HTTPResponse
        if let limit = state.passedLimit {
            response = .failure(.bodyTooLarge(limit: limit))
        } else {
            var received = request(on: connection, url: url, method: method, body: state.body)
            received.upload = state.spool
            response = context.respond(received)
        }
        guard case .deferred(let deferred) = response.body else { return queue(response, on: connection) }
        state.deferred = deferred
        state.deferredHeaders = response.headers
    }
    // A response another thread computes: queued once it is ready (the handler is called again
    // when the connection is woken).
    guard let deferred = state.deferred, var ready = wait(for: deferred, on: connection) else { return corolla_mhd_yes }
    ready.headers += state.deferredHeaders
    return queue(ready, on: connection)
}

/// The request on `connection`, as the endpoints see it.
private func request(on connection: OpaquePointer, url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?, body: [UInt8]) -> HTTPRequest {
    HTTPRequest(
        client: clientAddress(of: connection), method: method.map { String(cString: $0) } ?? "", path: url.map { String(cString: $0) } ?? "",
        query: values(of: connection, corolla_mhd_query_kind), headers: combinedValues(values(of: connection, corolla_mhd_header_kind)),
        cookies: firstValues(values(of: connection, corolla_mhd_cookie_kind)), body: body)
}

/// The deferred response when it is ready; else nil, with `connection` suspended until it is
/// (the daemon then calls the access handler again).
private func wait(for deferred: DeferredResponse, on connection: OpaquePointer) -> HTTPResponse? {
    nonisolated(unsafe) let connection = connection
    return deferred.response(suspending: { MHD_suspend_connection(connection) }, wake: { MHD_resume_connection(connection) })
}

/// Releases a request's state when the daemon is done with it (answered, or the client left); the
/// connection's next request's headers are due.
let requestCompleted: MHD_RequestCompletedCallback = { cls, connection, requestState, _ in
    if let cls, let connection {
        let context = Unmanaged<HTTPServer.Context>.fromOpaque(cls).takeUnretainedValue()
        context.deadline.uploadEnded(connection)
        context.deadline.waitForHeaders(connection)
        if let requestState, let pointer = requestState.pointee,
            let place = Unmanaged<RequestState>.fromOpaque(pointer).takeUnretainedValue().bodyPlace
        {
            context.bodies.give(place)
        }
    }
    guard let requestState, let pointer = requestState.pointee else { return }
    Unmanaged<RequestState>.fromOpaque(pointer).release()
    requestState.pointee = nil
}

/// Hands `response` to the daemon for `connection`.
private func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
    let made: OpaquePointer?
    switch response.body {
    case .bytes(let bytes):
        made = bytes.withUnsafeBytes { buffer in
            MHD_create_response_from_buffer(buffer.count, UnsafeMutableRawPointer(mutating: buffer.baseAddress), corolla_mhd_must_copy)
        }
    case .deferred:
        made = nil  // answered once it is ready
    case .events(let stream):
        stream.attach(to: connection)
        let retained = Unmanaged.passRetained(stream)
        made = MHD_create_response_from_callback(UInt64.max, 1024, readEvents, retained.toOpaque(), closeEvents)
        if made == nil {
            retained.release()
            stream.closed()
        }
    }
    guard let made else { return corolla_mhd_no }
    defer { MHD_destroy_response(made) }
    for header in response.headers { _ = MHD_add_response_header(made, header.name, header.value) }
    return MHD_queue_response(connection, UInt32(response.status), made)
}

/// An event stream's content reader.
private let readEvents: MHD_ContentReaderCallback = { cls, _, buffer, size in
    guard let cls, let buffer else { return -1 }
    let stream = Unmanaged<EventStream>.fromOpaque(cls).takeUnretainedValue()
    return stream.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: size))
}

/// Called when an event stream's response is freed.
private let closeEvents: MHD_ContentReaderFreeCallback = { cls in
    guard let cls else { return }
    let stream = Unmanaged<EventStream>.fromOpaque(cls).takeRetainedValue()
    stream.closed()
}

/// The dotted IPv4 address of `connection`'s client; empty when it has none.
private func clientAddress(of connection: OpaquePointer) -> String {
    let address = UInt32(bigEndian: corolla_mhd_client_ipv4(connection))
    guard address != 0 else { return "" }
    return [24, 16, 8, 0].map { String((address >> $0) & 0xff) }.joined(separator: ".")
}

/// The connection's values of `kind` (headers, cookies or query arguments), in order.
private func values(of connection: OpaquePointer, _ kind: MHD_ValueKind) -> [(name: String, value: String)] {
    final class Collected {
        var values: [(name: String, value: String)] = []
    }
    let collected = Collected()
    _ = withExtendedLifetime(collected) {
        MHD_get_connection_values(connection, kind, { cls, _, key, value in
            guard let cls, let key else { return corolla_mhd_yes }
            Unmanaged<Collected>.fromOpaque(cls).takeUnretainedValue().values.append(
                (String(cString: key), value.map { String(cString: $0) } ?? ""))
            return corolla_mhd_yes
        }, Unmanaged.passUnretained(collected).toOpaque())
    }
    return collected.values
}

/// The first value of each name.
private func firstValues(_ values: [(name: String, value: String)]) -> [String: String] {
    Dictionary(values, uniquingKeysWith: { first, _ in first })
}

/// The values of each header name, in lower case, joined with ", " (RFC 9110 §5.3: a header sent
/// on several lines is its values as one list).
private func combinedValues(_ values: [(name: String, value: String)]) -> [String: String] {
    Dictionary(values.map { ($0.name.lowercased(), $0.value) }, uniquingKeysWith: { first, next in first + ", " + next })
}

extension Router {
    /// `GET /api/events`: the catalog's revision as server-sent events, each time it changes
    /// (``EventHub``); 503 when the client, or the server, has as many streams open as it may.
    func eventStream(_ request: HTTPRequest) throws -> HTTPResponse {
        try request.accept([])
        guard let stream = events.open(client: request.client, device: request.device?.id) else {
            throw HTTPFailure.unavailable(
                "too many event streams are open (\(events.limits.perClient) per client, \(events.limits.total) in all); try again later",
                retryAfter: 5)
        }
        return HTTPResponse(stream: stream)
    }
}

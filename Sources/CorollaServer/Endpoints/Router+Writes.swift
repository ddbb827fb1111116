import CorollaJSON
import CorollaService

extension Router {
    /// A write endpoint: after ``checkWrite(_:)``, `change` with a service; answers
    /// `{"changed": …, "revision": …}`. The page sees the change through the event stream too.
    func write(_ request: HTTPRequest, _ change: (CatalogService) throws -> Bool) throws -> HTTPResponse {
        try request.accept([])
        try checkWrite(request)
        let (changed, revision) = try withService { service in (try change(service), try service.revision()) }
        return .json(.object([JSONMember("changed", .bool(changed)), JSONMember("revision", .number(revision))]))
    }
}

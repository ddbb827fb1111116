import CorollaService
import Foundation

extension Router {
    /// The refusal of `error`: an ``HTTPFailure`` as it is; any other error as its ``Failure``
    /// (an unknown plant 404, a grid the options cannot make 400, a catalog that cannot be written
    /// 403, a lock held too long 503 with `Retry-After`, a full disk 507, anything else 500). No
    /// message carries SQL text or SQLite's codes; a failure that is not the request's fault is
    /// logged to standard error in full.
    func failure(for error: any Error, _ request: HTTPRequest) -> HTTPFailure {
        if let refusal = error as? HTTPFailure { return refusal }
        let failure = Failure(error)
        switch failure.kind {
        case .usage, .badInput, .notFound, .conflict: return HTTPFailure(failure.kind, failure.message)
        case .readOnly, .full, .busy, .internal: break
        }
        FileHandle.standardError.write(Data("corolla serve: \(request.method) \(request.path): \(failure.detail)\n".utf8))
        let message = failure.kind == .internal ? "the server could not answer: \(failure.message)" : failure.message
        return HTTPFailure(failure.kind, message)
    }

    /// The HTTP status of a failure of `kind`: the one place a failure's status is decided.
    static func status(of kind: Failure.Kind) -> Int {
        switch kind {
        case .usage, .badInput: 400
        case .notFound: 404
        case .conflict: 409
        case .readOnly: 403
        case .full: 507
        case .busy: 503
        case .internal: 500
        }
    }

    /// The response of work done on another thread: its value, its refusal, or (any other failure)
    /// ``failure(for:_:)``'s.
    func response(_ result: Result<HTTPResponse, any Error>, _ request: HTTPRequest) -> HTTPResponse {
        do {
            return try result.get()
        } catch let refusal as HTTPFailure {
            return .failure(refusal)
        } catch {
            return .failure(failure(for: error, request))
        }
    }
}

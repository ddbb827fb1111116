import CorollaLayout
import CorollaService
import Foundation

extension Router {
    /// The status and message for people of a failure that is not an ``HTTPFailure``: an unknown
    /// plant 404, a grid the options cannot make 400, a catalog that cannot be written 403, a lock
    /// held too long 503, anything else 500 or 507 (disk full). No message carries SQL text or
    /// SQLite's codes; a failure that is not the request's fault is logged to standard error in
    /// full.
    func failure(for error: any Error, _ request: HTTPRequest) -> HTTPFailure {
        if let error = error as? LayoutError { return HTTPFailure(400, "the layout cannot be made: \(error)") }
        let explanation = FailureExplanation(error)
        switch explanation.kind {
        case .notFound: return HTTPFailure(404, explanation.message)
        case .refused: return HTTPFailure(400, explanation.message)
        default: break
        }
        FileHandle.standardError.write(Data("corolla serve: \(request.method) \(request.path): \(explanation.detail)\n".utf8))
        switch explanation.kind {
        case .readOnly: return HTTPFailure(403, explanation.message)
        case .busy: return HTTPFailure(503, explanation.message, headers: [("Retry-After", "1")])
        case .diskFull: return HTTPFailure(507, explanation.message)
        default: return HTTPFailure(500, "the server could not answer: \(explanation.message)")
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

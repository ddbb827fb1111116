import CorollaCards
import CorollaJSON
import CorollaService
import Foundation

extension Router {
    /// The checks a photo upload to the plant whose id is `plant` passes on its headers, before any
    /// of its body is read: those of every write (``checkedWrite(_:arguments:)``), of its plant's condition
    /// (``plantCondition(_:plant:favoritesOrder:)``) and an image type (415); its route declares its
    /// length's limit (``routes``).
    ///
    /// - Returns: the plant's condition.
    @discardableResult
    func checkUpload(_ request: HTTPRequest, plant: Int64) throws(HTTPFailure) -> PlantCondition {
        try checkedWrite(request)
        let condition = try plantCondition(request, plant: plant, favoritesOrder: false)
        let type = request.headers["content-type"]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
        guard let type, type.hasPrefix("image/") else {
            throw HTTPFailure.unsupportedType("a photo is uploaded as its image file, with an image/* Content-Type, not \(type ?? "none")")
        }
        return condition
    }

    /// `POST /api/plants/ID/photo` (the image file as the body, spooled as it arrives) stores the
    /// image as the plant's photo as `corolla plants photo` does (``PhotoFile``: the same decoder,
    /// EXIF orientation, thumbnail and limits); `DELETE` removes the photo. Both answer
    /// `{"plant": …, "version": …, "revision": …}`.
    func photo(_ request: HTTPRequest, plant id: Int64) throws -> HTTPResponse {
        guard request.method == "POST" else {
            return try plantWrite(request, plant: id) { service, id in
                [JSONMember("plant", try Self.plantJSON(try service.plants.setPhoto(.id(id), nil), service: service))]
            }
        }
        let condition = try checkUpload(request, plant: id)
        guard let upload = request.upload else { throw HTTPFailure(.badInput, "the photo upload has no body") }
        if let failure = upload.failure {
            throw HTTPFailure(.full, "the server could not store the upload: \(String(cString: strerror(failure)))")
        }
        // Decoded on the photo work's thread: the server's threads keep answering meanwhile.
        let deferred = DeferredResponse()
        let submitted = photoWork.submit(key: ServerConfiguration.randomToken()) { [self] in
            let photo: PlantPhoto
            do throws(PhotoFileError) {
                photo = try PhotoFile.thumbnail(ofDescriptor: upload.descriptor, named: "upload", decoder: configuration.photoDecoder)
            } catch {
                throw Self.photoFailure(error)
            }
            return try ifUnchanged(request, condition) { service in
                [JSONMember("plant", try Self.plantJSON(try service.plants.setPhoto(.id(id), photo), service: service))]
            }
        } deliver: { [self] result in
            deferred.fulfil(response(result, request))
        }
        guard submitted else {
            throw HTTPFailure.unavailable("the server is storing other photos; try again in a moment", retryAfter: 2)
        }
        return HTTPResponse(deferred: deferred)
    }

    /// The refusal of an uploaded image, saying why: 415 for a file in no photo format or one its
    /// loader does not read, 413 for a file beyond the limit, 400 for an image too large to decode
    /// or cut short.
    private static func photoFailure(_ error: PhotoFileError) -> HTTPFailure {
        let message = "the photo cannot be stored: \(error.reason)"
        switch error.problem {
        case .badImage(.unreadable), .badImage(.unsupportedFormat): return .unsupportedType(message)
        case .tooManyBytes: return .bodyTooLarge(limit: PhotoLimits.maximumFileBytes)
        case .badImage, .notRegular: return HTTPFailure(.badInput, message)
        case .noDecoder: return .unavailable("the server cannot decode photos now: \(error.reason)", retryAfter: 2)
        case .unopenable, .unreadable, .changing: return HTTPFailure(.internal, "the server could not read the upload: \(error.reason)")
        }
    }
}

import CorollaJSON
import CorollaService

extension Router {
    /// The members of ``Exporter/json(_:position:)`` a plant's JSON keeps: its id and the fields the
    /// page shows and edits (``PlantField/Declaration/page``).
    static let plantJSONFields = ["id"] + PlantField.allCases.filter { $0.declaration.page != nil }.map(\.rawValue)

    /// A plant as the API answers it (`{"plant": …}`): ``plantJSONFields`` as the export writes
    /// them, then `needs_water` (today, by the cards' rule), `due` (the day its next watering is
    /// due; null when it never was watered), `watered_by` (who recorded its last watering; null when
    /// unknown), `photo` (`{"width", "height"}` in pixels; null without one) and
    /// `favorite_position` (null when it is not a favorite).
    static func plantJSON(_ plant: Plant, favoritePosition position: Int?, wateredBy: String? = nil) -> JSONValue {
        guard case .object(let exported) = Exporter.json(plant, position: position) else { return .null }
        let kept = plantJSONFields.compactMap { name in exported.first { $0.key == name } }
        let photo: JSONValue = plant.photo.map {
            .object([JSONMember("width", .number($0.width)), JSONMember("height", .number($0.height))])
        } ?? .null
        return .object(
            kept + [
                JSONMember("needs_water", .bool(plant.needsWater(on: .today))),
                JSONMember("due", plant.nextWatering.map { .string($0.description) } ?? .null),
                JSONMember("watered_by", wateredBy.map(JSONValue.string) ?? .null),
                JSONMember("photo", photo),
                JSONMember("favorite_position", position.map { .number($0) } ?? .null),
            ])
    }

    /// ``plantJSON(_:favoritePosition:wateredBy:)`` with the favorite index and who watered last
    /// read from the catalog.
    static func plantJSON(_ plant: Plant, service: CatalogService) throws -> JSONValue {
        let wateredBy = try service.waterings.history(of: plant, recent: 1).recentBy.first ?? nil
        return plantJSON(plant, favoritePosition: try service.favorites.position(ofPlant: plant.id), wateredBy: wateredBy)
    }
}

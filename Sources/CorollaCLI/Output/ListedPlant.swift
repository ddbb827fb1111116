import CorollaService

/// A row of a plant listing: a plant, with what the listing says of it.
protocol ListedPlant {
    var plant: Plant { get }
}

extension DueWatering: ListedPlant {}

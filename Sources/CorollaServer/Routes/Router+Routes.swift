import CorollaCards
import CorollaService

extension Router {
    /// Every route the server serves, tried in this order: the first whose pattern matches the
    /// path and which takes the method answers. A path no route matches is 404; one matched only
    /// by routes of other methods is 405, with the methods they take in `Allow`.
    static let routes: [Route] = [
        Route("GET", path: []) { router, request, _ in try router.page(request) },
        Route("GET", path: [.literal(calendarFile)]) { router, request, _ in try router.calendar(request) },
        Route("GET", path: [.literal(pairingPath)]) { router, request, _ in try router.pair(request) },
        Route("GET", path: [.file]) { router, request, path in try router.asset(request, name: path.file()) },
        Route("GET", path: ["api", "device"]) { router, request, _ in try router.thisDevice(request) },
        Route("PATCH", path: ["api", "device"], body: .json(limit: deviceBodyBytes)) { router, request, _ in try router.thisDevice(request) },
        Route("GET", path: ["api", "grid"]) { router, request, _ in try router.grid(request) },
        Route("GET", path: ["api", "grid", "elements"]) { router, request, _ in try router.elements(request) },
        Route("GET", path: ["api", "first-screen"]) { router, request, _ in try router.firstScreenAnswer(request) },
        Route("GET", path: ["api", "grid", "needs-water"]) { router, request, _ in try router.needsWater(request) },
        Route("GET", path: ["api", "events"]) { router, request, _ in try router.eventStream(request) },
        Route("GET", path: ["cards", .card]) { router, request, path in try router.card(request, address: path.card()) },
        Route("POST", path: ["api", "plants", .plant, "water"]) { router, request, path in try router.waterPlant(request, plant: path.plant()) },
        Route("POST", path: ["api", "plants"], body: .json(limit: addBodyBytes)) { router, request, _ in try router.addPlant(request) },
        Route("GET", path: ["api", "plants", .plant]) { router, request, path in try router.showPlant(request, plant: path.plant()) },
        Route("PATCH", path: ["api", "plants", .plant], body: .json(limit: editBodyBytes)) { router, request, path in
            try router.editPlant(request, plant: path.plant())
        },
        Route("DELETE", path: ["api", "plants", .plant]) { router, request, path in try router.removePlant(request, plant: path.plant()) },
        Route("POST", path: ["api", "plants", "restore", .token]) { router, request, path in try router.restorePlant(request, token: path.token()) },
        Route("POST", path: ["api", "plants", .plant, "photo"], body: .photo(limit: PhotoLimits.maximumFileBytes)) { router, request, path in
            try router.photo(request, plant: path.plant())
        },
        Route("DELETE", path: ["api", "plants", .plant, "photo"]) { router, request, path in try router.photo(request, plant: path.plant()) },
        Route("DELETE", path: ["api", "plants", .plant, "waterings", .day]) { router, request, path in
            try router.unwaterPlant(request, plant: path.plant(), day: path.day())
        },
        Route("POST", "DELETE", path: ["api", "favorites", .plant]) { router, request, path in try router.favorite(request, plant: path.plant()) },
        Route("POST", path: ["api", "favorites", .plant, "move"]) { router, request, path in try router.moveFavorite(request, plant: path.plant()) },
    ]
}

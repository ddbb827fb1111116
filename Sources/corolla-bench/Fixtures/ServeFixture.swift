import CorollaServer
import CorollaService

/// A catalog of ``PlantCatalog`` plants, all favorites, served by `corolla serve`'s server on
/// 127.0.0.1 (an ephemeral port) until the fixture goes away.
final class ServeFixture {
    let folder: BenchFolder
    let path: String
    let server: CatalogServer
    let http: LoopbackHTTP

    init(favorites count: Int, name: String, configuration: ServerConfiguration = ServerConfiguration(port: 0)) throws {
        folder = try BenchFolder(name)
        let path = folder.path("catalog.sqlite")
        self.path = path
        try PlantCatalog.build(at: path, plants: count, favorites: count)
        server = try CatalogServer(configuration: configuration) { try CatalogService(path: path) }
        http = LoopbackHTTP(port: server.port)
    }

    deinit {
        server.stop()
        folder.remove()
    }
}

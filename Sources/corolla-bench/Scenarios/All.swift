extension Scenario {
    /// Every scenario, in the order of BENCHMARKS.md's table. Add a scenario as one file in
    /// `Scenarios/` defining a static member, and list it here.
    static var all: [Scenario] {
        [
            .queryLinear, .queryCHT, .layoutSeed, .relayoutAppend, .gridWarm, .gridEdit, .gridWidthBack, .gridFiltered,
            .measureParallel, .importSQLite, .ioImportJSON, .memoryLayout, .cliWarm, .ioListings, .ioLayoutRequest, .ioStartup,
            .ioJSONReaders, .serve, .serveLoad, .cardRepeat, .cardScreen20,
            .queryGrowth, .layoutGrowth, .gridGrowth, .gridFirstScreen, .gridMillion,
        ]
    }
}

/// `-v`, `--verbose`: what `corolla grid` says of the caches, an option group that the root takes
/// too (`corolla -v grid`).
struct GridVerbosity: ParsableArguments {
    @Flag(
        short: "v",
        help: "Say on standard error what the caches gave: layout: hit|partial|miss reused=N laidOut=N · sizes: cached=N measured=N · ms=T.")
    var verbose: Bool
}

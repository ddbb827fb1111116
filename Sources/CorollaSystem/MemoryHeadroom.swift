import CMalloc
import Foundation

/// Address space left for the libraries Corolla cannot make fail gracefully. fontconfig, Pango and
/// GLib abort (creating a thread), crash (an allocation they do not check) or retry for ever when
/// memory runs out under an address-space limit (`ulimit -v`), and so does Swift on a failed
/// allocation; so a command first reserves what it may need and gives it back at once: when the
/// reservation fails it stops with ``OutOfMemory`` before any of them runs.
public enum MemoryHeadroom {
    /// What a command may need beyond what it has when it starts: fontconfig's configuration and
    /// caches and Pango's font maps (about 60 MiB of address space), the measuring threads', Pango's
    /// and the server's thread stacks, and room for the catalog's rows.
    public static let command = 128 << 20

    /// Reserves `bytes` of address space (no memory is touched) and releases it.
    ///
    /// - Throws: ``OutOfMemory`` when the system refuses the reservation.
    /// - Complexity: O(1).
    public static func require(_ bytes: Int, for purpose: String) throws(OutOfMemory) {
        guard let reserved = mmap(nil, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0), reserved != MAP_FAILED else {
            throw OutOfMemory("cannot reserve the \(bytes >> 20) MiB of address space \(purpose) may need: \(String(cString: strerror(errno)))")
        }
        munmap(reserved, bytes)
    }

    /// What fontconfig's configuration and caches and Pango's font maps take.
    public static let fonts = 64 << 20

    /// What a server needs, once its threads are running, to compute a grid: Pango's and
    /// fontconfig's allocations while measuring, and the one malloc arena its threads may add
    /// (``shareArenas(among:)``).
    public static let serving = 64 << 20

    /// Lets at most `threads` malloc arenas serve every thread (one per core: the measuring
    /// threads keep one each, the server's and Pango's share them): each arena past the first
    /// reserves 64 MiB of address space when a thread first allocates, which under an
    /// address-space limit takes the headroom from the libraries that cannot fail gracefully.
    /// Called before any thread starts.
    public static func shareArenas(among threads: Int) {
        _ = corolla_limit_malloc_arenas(Int32(clamping: max(1, threads)))
    }
}

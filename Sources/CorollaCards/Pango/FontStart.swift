import CPangoCairo
import CorollaSystem
import Foundation

extension CardMeasurer {
    /// Starts fontconfig and Pango on the calling thread and loads the fonts a card is measured
    /// with, so that a program whose threads measure later (`corolla serve`) does this while it
    /// still has the memory, on a thread it controls: Pango starts fontconfig on a thread of its
    /// own that GLib aborts the program for when it cannot be created, and fontconfig crashes
    /// or falls back to a configuration without fonts when it runs out of memory.
    ///
    /// - Throws: ``OutOfMemory`` when fontconfig could not start, or could not read the
    ///   configuration file it has and ``MemoryHeadroom/fonts`` cannot be had (with room to spare,
    ///   the file is at fault, which fontconfig reported itself, and its fallback is used).
    public func startFonts() throws(OutOfMemory) {
        guard FcInit() != 0 else { throw OutOfMemory("fontconfig could not start") }
        if let unread = Self.unreadFontConfiguration() {
            try MemoryHeadroom.require(MemoryHeadroom.fonts, for: "reading fontconfig's configuration '\(unread)'")
        }
        _ = fingerprint
    }

    /// The configuration file fontconfig looks for when it is not among those it read (it then
    /// falls back to a built-in configuration, as it does when it runs out of memory reading the
    /// file); nil when it read it, or when there is none to read.
    private static func unreadFontConfiguration() -> String? {
        guard let name = FcConfigGetFilename(nil, nil) else { return nil }
        defer { FcStrFree(name) }
        let path = String(cString: name)
        guard access(path, R_OK) == 0 else { return nil }
        guard let files = FcConfigGetConfigFiles(nil) else { return path }
        defer { FcStrListDone(files) }
        while let file = FcStrListNext(files) {
            if String(cString: file) == path { return nil }
        }
        return path
    }
}

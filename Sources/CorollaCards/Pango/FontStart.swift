import CPangoCairo
import Foundation

extension CardMeasurer {
    /// Starts fontconfig and Pango on the calling thread and loads the fonts a card is measured
    /// with, so that a program whose threads measure later (`corolla serve`) does this while it
    /// still has the memory, on a thread it controls: Pango starts fontconfig on a thread of its
    /// own that GLib aborts the program for when it cannot be created, and fontconfig crashes
    /// or falls back to a configuration without fonts when it runs out of memory.
    ///
    /// - Throws: ``OutOfMemory`` when fontconfig could not read the configuration file it has.
    public func startFonts() throws(OutOfMemory) {
        guard FcInit() != 0 else { throw OutOfMemory("fontconfig could not start") }
        if let unread = Self.unreadFontConfiguration() {
            throw OutOfMemory("fontconfig could not read its configuration '\(unread)'")
        }
        _ = fingerprint
    }

    /// The configuration file fontconfig looks for when it read none (it then falls back to a
    /// built-in configuration, as it does when it runs out of memory reading the file); nil when it
    /// read one, or when there is none to read.
    private static func unreadFontConfiguration() -> String? {
        if let files = FcConfigGetConfigFiles(nil) {
            defer { FcStrListDone(files) }
            if FcStrListNext(files) != nil { return nil }
        }
        guard let name = FcConfigGetFilename(nil, nil) else { return nil }
        defer { FcStrFree(name) }
        let path = String(cString: name)
        return access(path, R_OK) == 0 ? path : nil
    }
}

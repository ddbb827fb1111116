import Glibc
import CGdkPixbuf

/// An owned `GdkPixbuf`: one reference, given back in `deinit`.
final class Pixbuf {
    let pointer: OpaquePointer

    /// Takes over the reference `pointer` carries.
    init(taking pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    var width: Int { Int(gdk_pixbuf_get_width(pointer)) }
    var height: Int { Int(gdk_pixbuf_get_height(pointer)) }
    var hasAlpha: Bool { gdk_pixbuf_get_has_alpha(pointer) != 0 }
    /// Whether the EXIF orientation tag, if any, says to show the pixels as they are.
    var isUpright: Bool {
        guard let tag = gdk_pixbuf_get_option(pointer, "orientation") else { return true }
        return String(cString: tag) == "1"
    }

    /// The pixbuf turned and mirrored as its EXIF orientation tag says (the tag the JPEG and TIFF
    /// loaders record as the `orientation` option), or itself when it has none.
    func oriented() -> Pixbuf {
        guard let turned = gdk_pixbuf_apply_embedded_orientation(pointer) else { return self }
        return Pixbuf(taking: turned)
    }

    /// The `rect` part of the pixbuf scaled to `width × height` pixels (bilinear), or `nil` when
    /// gdk-pixbuf cannot allocate it.
    ///
    /// - Complexity: O(width × height).
    func cropped(x: Int, y: Int, width cropWidth: Int, height cropHeight: Int, scaledTo width: Int, _ height: Int) -> Pixbuf? {
        guard let part = gdk_pixbuf_new_subpixbuf(pointer, Int32(x), Int32(y), Int32(cropWidth), Int32(cropHeight)) else {
            return nil
        }
        let region = Pixbuf(taking: part)
        if cropWidth == width, cropHeight == height { return region }
        return withExtendedLifetime(region) {
            gdk_pixbuf_scale_simple(region.pointer, Int32(width), Int32(height), GDK_INTERP_BILINEAR).map(Pixbuf.init(taking:))
        }
    }

    /// The pixbuf composited over an opaque background of colour `rgb` (`0xRRGGBB`), without
    /// alpha, or `nil` when gdk-pixbuf cannot allocate it.
    ///
    /// - Complexity: O(width × height).
    func flattened(onto rgb: UInt32) -> Pixbuf? {
        guard let made = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, Int32(width), Int32(height)) else { return nil }
        let flat = Pixbuf(taking: made)
        gdk_pixbuf_fill(made, rgb << 8 | 0xFF)
        gdk_pixbuf_composite(pointer, made, 0, 0, Int32(width), Int32(height), 0, 0, 1, 1, GDK_INTERP_NEAREST, 255)
        return flat
    }

    /// The pixbuf encoded by gdk-pixbuf's `format` saver ("png", "jpeg") with `options`.
    ///
    /// - Throws: ``PhotoError/unreadable(_:)`` with gdk-pixbuf's message when encoding fails.
    func encoded(_ format: String, options: [(String, String)] = []) throws(PhotoError) -> [UInt8] {
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        let keys = options.map { strdup($0.0) } + [nil]
        let values = options.map { strdup($0.1) } + [nil]
        defer {
            for pointer in keys + values { free(pointer) }
        }
        var mutableKeys = keys
        var mutableValues = values
        let saved = gdk_pixbuf_save_to_bufferv(pointer, &buffer, &size, format, &mutableKeys, &mutableValues, &error)
        defer { g_free(buffer) }
        guard saved != 0, let buffer else { throw PhotoError.unreadable(GLibError.take(error) ?? "cannot encode \(format)") }
        return Array(UnsafeRawBufferPointer(start: buffer, count: Int(size)).bindMemory(to: UInt8.self))
    }
}

/// GLib's `GError`, read and freed.
enum GLibError {
    /// The message of `error`, which is freed; `nil` for no error.
    static func take(_ error: UnsafeMutablePointer<GError>?) -> String? {
        guard let error else { return nil }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) }
    }
}

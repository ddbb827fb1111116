import CGdkPixbuf

/// An owned `GdkPixbufLoader` decoding bytes in memory: of one ``PhotoFormat``, by that format's
/// loader only, or (for the page's own icon) whatever format gdk-pixbuf sniffs.
///
/// Its `size-prepared` handler sees the dimensions the image's header declares before any pixel
/// is allocated: beyond its limits (``PhotoLimits``, or a stored photo's) it asks for a 0×0 image, which the loaders refuse
/// (gdk_pixbuf_get_file_info stops a load the same way); within them it asks for the image
/// scaled by what `scale` says for those dimensions (at most 1), which the JPEG loader decodes at a
/// reduced size directly.
final class PixbufLoader {
    private let pointer: UnsafeMutablePointer<GdkPixbufLoader>
    /// The scale the image of the declared width and height is decoded at (capped at 1).
    private let scale: (_ width: Int, _ height: Int) -> Double
    /// Why the declared width and height are refused, or nil.
    private let refusalOf: (_ width: Int, _ height: Int) -> String?
    /// The `size-prepared` handler's id, disconnected before the loader is closed in `deinit`.
    private var handlerID: gulong = 0
    /// The dimensions the image's header declares, once the loader saw them.
    private(set) var declaredSize: (width: Int, height: Int)?
    /// Why the declared dimensions were refused.
    private(set) var refusal: String?
    /// Whether the loader was closed (closing it twice is a GLib critical).
    private var closed = false

    /// A loader of `format`'s loader module, or sniffing the format when `format` is nil, refusing
    /// the dimensions `refusal` gives a reason for.
    ///
    /// - Throws: ``PhotoError/unreadable(_:)`` when no loader for `format` is installed.
    init(
        format: PhotoFormat?, refusal: @escaping (_ width: Int, _ height: Int) -> String? = PhotoLimits.refusal,
        scale: @escaping (_ width: Int, _ height: Int) -> Double
    ) throws(PhotoError) {
        if let format {
            var error: UnsafeMutablePointer<GError>?
            guard let typed = gdk_pixbuf_loader_new_with_type(format.loaderName, &error) else {
                throw .unreadable("no gdk-pixbuf loader for \(format.rawValue) is installed (\(GLibError.take(error) ?? "none"))")
            }
            pointer = typed
        } else {
            pointer = gdk_pixbuf_loader_new()
        }
        self.scale = scale
        refusalOf = refusal
        let handler: @convention(c) (UnsafeMutablePointer<GdkPixbufLoader>?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = {
            loader, width, height, data in
            guard let loader, let data else { return }
            Unmanaged<PixbufLoader>.fromOpaque(data).takeUnretainedValue().sizePrepared(loader, Int(width), Int(height))
        }
        handlerID = g_signal_connect_data(
            UnsafeMutableRawPointer(pointer), "size-prepared", unsafeBitCast(handler, to: GCallback.self),
            Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(rawValue: 0))
    }

    deinit {
        // The handler would call back into this object while it goes away.
        g_signal_handler_disconnect(UnsafeMutableRawPointer(pointer), handlerID)
        // A loader not closed warns on its finalization: close it, ignoring what it says.
        if !closed {
            var error: UnsafeMutablePointer<GError>?
            gdk_pixbuf_loader_close(pointer, &error)
            _ = GLibError.take(error)
        }
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    private func sizePrepared(_ loader: UnsafeMutablePointer<GdkPixbufLoader>, _ width: Int, _ height: Int) {
        declaredSize = (width, height)
        if let refusal = refusalOf(width, height) {
            self.refusal = refusal
            gdk_pixbuf_loader_set_size(loader, 0, 0)
            return
        }
        let scale = min(1, self.scale(width, height))
        guard scale > 0, scale < 1 else { return }
        gdk_pixbuf_loader_set_size(
            loader, Int32(max(1, (Double(width) * scale).rounded())), Int32(max(1, (Double(height) * scale).rounded())))
    }

    /// Decodes `bytes`, written in chunks so that a refusal stops the load at the header.
    ///
    /// - Throws: ``PhotoError/tooLarge(_:)`` for dimensions beyond ``PhotoLimits``,
    ///   ``PhotoError/incomplete(_:)`` for a JPEG or PNG file that does not hold the whole image
    ///   (``ImageCompleteness``), ``PhotoError/unreadable(_:)`` for bytes no loader decodes (a cut
    ///   file of another format included).
    /// - Complexity: O(n) for n bytes, plus the decoding of at most ``PhotoLimits/maximumPixels``.
    func decode(_ bytes: [UInt8]) throws(PhotoError) -> Pixbuf {
        var error: UnsafeMutablePointer<GError>?
        var offset = 0
        let chunk = 65_536
        while offset < bytes.count, refusal == nil {
            let count = min(chunk, bytes.count - offset)
            let written = bytes.withUnsafeBufferPointer { buffer in
                gdk_pixbuf_loader_write(pointer, buffer.baseAddress.map { $0 + offset }, gsize(count), &error)
            }
            offset += count
            guard written != 0 else { break }
        }
        if let refusal {
            _ = GLibError.take(error)
            throw .tooLarge(refusal)
        }
        if let message = GLibError.take(error) { throw .unreadable(message) }
        let finished = gdk_pixbuf_loader_close(pointer, &error)
        closed = true
        if let refusal {
            _ = GLibError.take(error)
            throw .tooLarge(refusal)
        }
        if finished == 0 || error != nil { throw .unreadable(GLibError.take(error) ?? "the image is incomplete") }
        guard let pixbuf = gdk_pixbuf_loader_get_pixbuf(pointer) else { throw .unreadable("no image in the data") }
        // Checked once the header's dimensions passed (a bomb is too large, whatever follows it).
        if let problem = ImageCompleteness.problem(in: bytes, format: PhotoFormat(sniffing: bytes)) { throw .incomplete(problem) }
        // The loader keeps its own reference: take one for the caller.
        g_object_ref(UnsafeMutableRawPointer(pixbuf))
        return Pixbuf(taking: pixbuf)
    }
}

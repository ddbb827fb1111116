import CGdkPixbuf
import CPangoCairo

extension Pixbuf {
    /// The pixels as a Cairo image surface: `ARGB32` premultiplied by alpha (or `RGB24`), native
    /// endian, row by row at Cairo's stride; `nil` when Cairo cannot allocate it.
    ///
    /// Cairo takes no pixbuf itself (that helper is GTK's): gdk-pixbuf rows are R, G, B (, A)
    /// bytes, not premultiplied, `rowstride` apart.
    ///
    /// - Complexity: O(width × height).
    func cairoSurface() -> CairoSurface? {
        let (width, height) = (self.width, self.height)
        let channels = Int(gdk_pixbuf_get_n_channels(pointer))
        let rowstride = Int(gdk_pixbuf_get_rowstride(pointer))
        guard gdk_pixbuf_get_bits_per_sample(pointer) == 8, channels == (hasAlpha ? 4 : 3),
            let source = gdk_pixbuf_read_pixels(pointer)
        else { return nil }
        let format = hasAlpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24
        let surface = CairoSurface(pointer: cairo_image_surface_create(format, Int32(width), Int32(height)))
        guard cairo_surface_status(surface.pointer) == CAIRO_STATUS_SUCCESS, let target = cairo_image_surface_get_data(surface.pointer)
        else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        cairo_surface_flush(surface.pointer)
        for row in 0..<height {
            let from = source + row * rowstride
            let to = UnsafeMutableRawPointer(target + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width {
                let pixel = from + column * channels
                let alpha = channels == 4 ? UInt32(pixel[3]) : 255
                let premultiply = { (value: UInt8) -> UInt32 in (UInt32(value) * alpha + 127) / 255 }
                to[column] = alpha << 24 | premultiply(pixel[0]) << 16 | premultiply(pixel[1]) << 8 | premultiply(pixel[2])
            }
        }
        cairo_surface_mark_dirty(surface.pointer)
        return surface
    }
}

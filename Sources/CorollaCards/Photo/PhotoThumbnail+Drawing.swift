import CPangoCairo
import CorollaLayout

extension PhotoThumbnail {
    /// The stored image decoded to a Cairo surface just large enough to fill `width × height`
    /// device pixels (scaled down while decoding, never up), in this process and so within a
    /// stored photo's bounds: JPEG or PNG by its magic bytes, at most a thumbnail's size by its
    /// header (``PhotoLimits/storedRefusal(width:height:)``), whole. A damaged or crafted blob (a
    /// catalog edited by plain SQL) fails here, before any decoder runs or any pixel is allocated
    /// for what it declares; it never reaches Cairo.
    ///
    /// - Throws: ``PhotoError`` for bytes that are no stored photo or that gdk-pixbuf cannot decode,
    ///   or a surface Cairo cannot allocate.
    /// - Complexity: O(n) for n bytes, plus the decoded pixels.
    func surface(filling width: Double, _ height: Double) throws(PhotoError) -> CairoSurface {
        // The longer side the image needs to cover the area, by the dimensions stored with it.
        let (storedWidth, storedHeight) = (Double(max(self.width, 1)), Double(max(self.height, 1)))
        let needed = max(storedWidth, storedHeight) * max(width / storedWidth, height / storedHeight)
        let pixels = needed.isFinite ? min(max(needed.rounded(.up), 1), Double(PhotoLimits.thumbnailHeight)) : 1
        guard let format = PhotoFormat(sniffing: bytes) else { throw .unsupportedFormat(PhotoFormat.refusal(of: bytes)) }
        guard format == .jpeg || format == .png else { throw .unsupportedFormat("a stored photo is JPEG or PNG, not \(format.rawValue)") }
        let image = try PixbufLoader(format: format, refusal: PhotoLimits.storedRefusal) { pixels / Double(max($0, $1)) }.decode(bytes)
        guard let surface = image.cairoSurface() else {
            throw .unreadable("cannot copy a \(image.width)×\(image.height) px image for Cairo")
        }
        return surface
    }
}

extension CairoContext {
    /// Draws `photo` scaled to fill `rect` (cropping what overflows), clipped to the current clip.
    func drawFilling(_ photo: CairoSurface, in rect: Rect) {
        let width = Double(cairo_image_surface_get_width(photo.pointer))
        let height = Double(cairo_image_surface_get_height(photo.pointer))
        guard width > 0, height > 0 else { return }
        let scale = max(rect.width / width, rect.height / height)
        saved {
            cairo_translate(pointer, rect.midX - width * scale / 2, rect.midY - height * scale / 2)
            cairo_scale(pointer, scale, scale)
            cairo_set_source_surface(pointer, photo.pointer, 0, 0)
            cairo_paint(pointer)
        }
    }

    /// Device pixels per unit of user space (the render's scale, through any rotation); 3 on a
    /// vector surface (PDF, SVG), whose photos keep the detail of a scale-3 screen.
    var deviceScale: Double {
        guard let target = cairo_get_target(pointer), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else {
            return Double(PhotoLimits.thumbnailWidth / PhotoLimits.largestCardWidth)
        }
        var (x, y) = (1.0, 0.0)
        cairo_user_to_device_distance(pointer, &x, &y)
        let scale = (x * x + y * y).squareRoot()
        return scale.isFinite && scale > 0 ? scale : 1
    }
}

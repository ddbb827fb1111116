import CPangoCairo
import CorollaLayout

/// The photos of one render, each PNG file read once; an unreadable file is remembered with
/// the reason, so it is reported once per card and drawn as the fallback tint.
final class PhotoLibrary {
    private var loaded: [String: Result<CairoSurface, CardsError>] = [:]

    /// The image surface of the PNG at `path`, or the reason it cannot be used.
    func photo(at path: String) -> Result<CairoSurface, CardsError> {
        if let known = loaded[path] { return known }
        let surface = CairoSurface(pointer: cairo_image_surface_create_from_png(path))
        let failure = Cairo.error(cairo_surface_status(surface.pointer), "read the photo \(path)")
        let result: Result<CairoSurface, CardsError> = failure.map { .failure($0) } ?? .success(surface)
        loaded[path] = result
        return result
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
}

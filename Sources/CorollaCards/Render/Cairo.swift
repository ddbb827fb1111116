import CPangoCairo
import Foundation

/// An owned `cairo_surface_t`.
final class CairoSurface {
    let pointer: OpaquePointer

    init(pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// Throws when the surface is in an error state.
    func check(_ operation: String) throws {
        try Cairo.check(cairo_surface_status(pointer), operation)
    }
}

/// An owned `cairo_t` drawing on a surface.
final class CairoContext {
    let pointer: OpaquePointer

    init(surface: CairoSurface) {
        pointer = cairo_create(surface.pointer)
    }

    deinit {
        cairo_destroy(pointer)
    }

    /// Throws when drawing went wrong.
    func check(_ operation: String) throws {
        try Cairo.check(cairo_status(pointer), operation)
    }
}

/// Bytes Cairo writes through a stream callback.
final class DataSink {
    var data = Data()

    /// The callback Cairo calls with each chunk; `closure` is an unretained `DataSink`.
    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<DataSink>.fromOpaque(closure).takeUnretainedValue()
        if let bytes { sink.data.append(bytes, count: Int(length)) }
        return CAIRO_STATUS_SUCCESS
    }

    /// The pointer to pass as the callback's closure; valid while `self` lives.
    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

enum Cairo {
    /// ``CardsError/cairo(operation:status:)`` for a failed `status`, `nil` for success.
    static func error(_ status: cairo_status_t, _ operation: String) -> CardsError? {
        guard status != CAIRO_STATUS_SUCCESS else { return nil }
        return CardsError.cairo(operation: operation, status: String(cString: cairo_status_to_string(status)))
    }

    /// Throws ``CardsError/cairo(operation:status:)`` unless `status` is success.
    static func check(_ status: cairo_status_t, _ operation: String) throws {
        if let error = error(status, operation) { throw error }
    }
}

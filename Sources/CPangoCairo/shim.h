// Pango, Cairo and fontconfig as seen by CorollaCards (Debian: libpango1.0-dev, libcairo2-dev).
#ifndef COROLLA_CPANGOCAIRO_SHIM_H
#define COROLLA_CPANGOCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-font.h>

/// The fontconfig pattern a Pango font was resolved to, or NULL when the font does not come
/// from fontconfig. The pattern belongs to the font (do not destroy it).
static inline FcPattern *corolla_font_pattern(PangoFont *font) {
    if (font == NULL || !PANGO_IS_FC_FONT(font)) {
        return NULL;
    }
    return pango_fc_font_get_pattern(PANGO_FC_FONT(font));
}

/// The font a glyph run was shaped with (a field of a struct Swift cannot reach through).
static inline PangoFont *corolla_run_font(PangoLayoutRun *run) {
    return run == NULL ? NULL : run->item->analysis.font;
}

#endif

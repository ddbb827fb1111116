// gdk-pixbuf as seen by CorollaCards (Debian: libgdk-pixbuf-2.0-dev): photos decoded by whatever
// loaders the system has (PNG, JPEG, GIF, TIFF built in; WebP, HEIF as packages).
#ifndef COROLLA_CGDKPIXBUF_SHIM_H
#define COROLLA_CGDKPIXBUF_SHIM_H

#include <gdk-pixbuf/gdk-pixbuf.h>

#endif

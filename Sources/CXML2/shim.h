#include <libxml/xmlversion.h>
/* libxml2's ICU converters are not used; without their headers, the module does not clash with
   Foundation's own copy of ICU in the modules that import both. */
#undef LIBXML_ICU_ENABLED
#include <libxml/xmlreader.h>

#ifndef PUSHROUTE_CPLIST_SHIM_H
#define PUSHROUTE_CPLIST_SHIM_H

#include <stdlib.h>
#include <plist/plist.h>

/* libplist 2.2 (Debian 12) returns nothing from its parsers; 2.3 and later return an error
   code and give plist_from_memory a fourth argument. These shims call the parsers both
   versions share, so that the Swift wrapper (PushRouteReader/Plist/LibPlist.swift) builds
   against either. */

/* The property list in `data` (XML or binary), or NULL when libplist refuses it. */
static inline plist_t cp_parse(const char *data, uint32_t length) {
    plist_t plist = NULL;
    if (length >= 8 && plist_is_binary(data, length)) {
        plist_from_bin(data, length, &plist);
    } else {
        plist_from_xml(data, length, &plist);
    }
    return plist;
}

/* Strings, keys and iterators libplist hands out are the caller's to free with free(). */
static inline void cp_free(void *pointer) { free(pointer); }

#endif

#ifndef PUSHROUTE_CJANSSON_SHIM_H
#define PUSHROUTE_CJANSSON_SHIM_H

#include <jansson.h>

/* jansson exposes these as function-like macros, which Swift cannot import.
   Each is re-exposed as a small prefixed inline function. */

/* json_typeof(json) */
static inline json_type cj_typeof(const json_t *json) { return json_typeof(json); }

/* json_decref(json): releases one reference; frees the value at zero. */
static inline void cj_decref(json_t *json) { json_decref(json); }

/* JSON_INDENT(n) for json_dumpb flags. */
static inline size_t cj_indent(int n) { return JSON_INDENT(n); }

/* JSON_REAL_PRECISION(n) for json_dumpb flags. */
static inline size_t cj_real_precision(int n) { return JSON_REAL_PRECISION(n); }

/* json_error_t.text is a char array, imported as a tuple: hand out a pointer. */
static inline const char *cj_error_text(const json_error_t *error) { return error->text; }

/* json_boolean(val) */
static inline json_t *cj_boolean(int value) { return value ? json_true() : json_false(); }

#endif

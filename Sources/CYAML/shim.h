#ifndef PUSHROUTE_CYAML_SHIM_H
#define PUSHROUTE_CYAML_SHIM_H

#include <yaml.h>

/* libyaml's event is a struct with a union: these hand out its members, so that the
   Swift wrapper (PushRouteReader/YAML/LibYAML.swift) reads no union itself. */

/* The scalar's bytes and length (event->data.scalar). */
static inline const unsigned char *cy_scalar_value(const yaml_event_t *event) { return event->data.scalar.value; }
static inline size_t cy_scalar_length(const yaml_event_t *event) { return event->data.scalar.length; }

/* The alias's anchor name (event->data.alias.anchor). */
static inline const unsigned char *cy_alias_anchor(const yaml_event_t *event) { return event->data.alias.anchor; }

#endif

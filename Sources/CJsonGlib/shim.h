// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
// The C shim over json-glib: only what Swift cannot import by itself. No logic lives here.
#ifndef GTKCONTROLS_CJSONGLIB_SHIM_H
#define GTKCONTROLS_CJSONGLIB_SHIM_H

#include <json-glib/json-glib.h>

// GType constants are macros Swift cannot import.
static inline gboolean cjson_node_holds_integer(JsonNode *node) {
    return JSON_NODE_HOLDS_VALUE(node) && json_node_get_value_type(node) == G_TYPE_INT64;
}
static inline gboolean cjson_node_holds_string(JsonNode *node) {
    return JSON_NODE_HOLDS_VALUE(node) && json_node_get_value_type(node) == G_TYPE_STRING;
}

#endif

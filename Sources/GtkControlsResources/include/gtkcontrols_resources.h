// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
// The library's GResource (gtkcontrols.gresource.xml), compiled to C at build time by
// glib-compile-resources (the GResourceCompiler plugin), which defines these functions.
#ifndef GTKCONTROLS_RESOURCES_H
#define GTKCONTROLS_RESOURCES_H

#include <gio/gio.h>

G_BEGIN_DECLS

/// The compiled-in resource bundle.
GResource *gtkcontrols_get_resource(void);
/// Adds the bundle to the process's resources (g_resources_register); call it once.
void gtkcontrols_register_resource(void);
/// Removes the bundle from the process's resources.
void gtkcontrols_unregister_resource(void);

G_END_DECLS

#endif

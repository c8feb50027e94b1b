// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
// GLib, GObject and GIO without GTK, for the modules below GtkControls. No logic lives here.
#ifndef GTKCONTROLS_CGLIB_SHIM_H
#define GTKCONTROLS_CGLIB_SHIM_H

#include <gio/gio.h>
// gettext's bindtextdomain and bind_textdomain_codeset (glibc).
#include <libintl.h>

#endif

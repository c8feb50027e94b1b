// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
// SQLite (libsqlite3-dev) for the demo's meal plan. Nothing else: Swift imports sqlite3.h as it is.
#ifndef GTKCONTROLS_CSQLITE_SHIM_H
#define GTKCONTROLS_CSQLITE_SHIM_H

#include <sqlite3.h>

#endif

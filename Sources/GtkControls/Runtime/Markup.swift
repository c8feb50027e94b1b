// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// Text for Pango markup and GtkBuilder XML.
public enum Markup {
    /// `text` with `<`, `>`, `&`, quotes and apostrophes escaped (GLib's
    /// `g_markup_escape_text`), so it shows as written.
    public static func escape(_ text: String) -> String {
        let escaped = g_markup_escape_text(text, -1)!
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}

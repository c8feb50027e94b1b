# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
"""GTK's own "gtk_box_remove: assertion 'GTK_IS_BOX (box)' failed", with no libadwaita and no
GtkControls: a GtkFileDialog's save chooser closed within some 50 ms of its opening. Its path
bar is still asking for its folders' details, and the answer, which comes after the chooser is
gone, removes buttons from a box that is no longer there. GTK 4.18 (Debian 13), 2026-11-28:
under mutter 12 of 20 closings 10 ms after the opening warned; on X11, 27 of 40 closings 0 to
80 ms after it (and none of 20 at 10 ms in another run); none, either way, 100 ms or more after. A monkey seed met it under mutter (619158147: the About's Save As, then Escape at once);
the monkey now waits after the keys that open something before it sends Escape.

    scripts/with-display.sh [--mutter] /usr/bin/python3 Tests/UITests/plain_gtk_file_dialog_closed_at_once.py

opens and at once closes the dialog 20 times, prints how many such warnings GTK wrote, and
exits 1 when there was one. GTK 4.8 has no GtkFileDialog: there it says so and exits 0.
"""
import os
import subprocess
import sys

ROUNDS = 20

if len(sys.argv) > 1 and sys.argv[1] == "--window":
    import gi
    gi.require_version("Gtk", "4.0")
    from gi.repository import Gio, GLib, Gtk

    window = Gtk.Window(title="Plain GTK window")
    window.present()
    rounds = iter(range(ROUNDS))

    def open_and_close():
        """Opens the save dialog, closes it 10 ms later, and comes back half a second after."""
        if next(rounds, None) is None:
            window.destroy()
            return False
        cancellable = Gio.Cancellable()
        Gtk.FileDialog(title="Save", initial_name="notes.txt").save(window, cancellable, lambda *_: None)
        GLib.timeout_add(10, lambda: cancellable.cancel())
        GLib.timeout_add(500, open_and_close)
        return False

    GLib.timeout_add(500, open_and_close)
    while Gtk.Window.get_toplevels().get_n_items() > 0:
        GLib.MainContext.default().iteration(True)
    sys.exit(0)

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import real_input  # noqa: E402

import gi  # noqa: E402
gi.require_version("Gtk", "4.0")
from gi.repository import Gtk  # noqa: E402

if not hasattr(Gtk, "FileDialog"):
    print(f"GTK {Gtk.get_major_version()}.{Gtk.get_minor_version()} has no GtkFileDialog")
    sys.exit(0)
if real_input.ON_MUTTER:
    real_input.mutter_session()
backend = "wayland" if real_input.ON_MUTTER else "x11"
result = subprocess.run([sys.executable, __file__, "--window"], capture_output=True, text=True, timeout=120,
                        env=dict(os.environ, GDK_BACKEND=backend))
warnings = [line for line in result.stderr.splitlines() if "gtk_box_remove" in line]
print(f"GTK warned {len(warnings)} time(s) in {ROUNDS} closings: {warnings[:1]}")
sys.exit(1 if warnings else 0)

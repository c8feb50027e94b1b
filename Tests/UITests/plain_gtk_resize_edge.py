# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
"""GTK's own "Broken accounting of active state", with no libadwaita and no GtkControls: a
plain GTK 4 window with a header bar, on an X server without a window manager (Xvfb), takes a
click on its top edge as the start of a resize that GTK carries out itself, and warns. It does
on GTK 4.8 and 4.18. The monkey (monkey.py) keeps its events off the window's edges for this.

    scripts/with-display.sh /usr/bin/python3 Tests/UITests/plain_gtk_resize_edge.py

prints how many such warnings GTK wrote, and exits 1 when there was one.
"""
import os
import subprocess
import sys
import tempfile
import time

if len(sys.argv) > 1 and sys.argv[1] == "--window":
    import gi
    gi.require_version("Gtk", "4.0")
    from gi.repository import GLib, Gtk

    window = Gtk.Window(title="Plain GTK window")
    window.set_default_size(600, 400)
    window.set_titlebar(Gtk.HeaderBar())
    window.present()
    GLib.timeout_add_seconds(3, lambda: window.destroy())
    while Gtk.Window.get_toplevels().get_n_items() > 0:
        GLib.MainContext.default().iteration(True)
    sys.exit(0)

with tempfile.TemporaryFile(mode="w+") as log:
    window = subprocess.Popen([sys.executable, __file__, "--window"], stderr=log, env=dict(os.environ, GDK_BACKEND="x11"))
    subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "Plain GTK window"], capture_output=True)
    time.sleep(0.5)
    # Inside the top edge of the window, which xdotool finds at the screen's top left.
    subprocess.run(["xdotool", "mousemove", "300", "1", "click", "1"])
    window.wait()
    log.seek(0)
    warnings = [line for line in log if "Broken accounting of active state" in line]
print(f"GTK warned {len(warnings)} time(s): {warnings[:1]}")
sys.exit(1 if warnings else 0)

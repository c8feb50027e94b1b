#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
"""GTK 4.8's own list view fault, with no libadwaita and no GtkControls: a row's button that
takes the keyboard focus as it maps, while the list view makes or moves its rows (it maps a
row it has just made), sends the list view back into its row making from inside it (GTK
moves its focus tracker). GTK 4.8 then loses count of its rows: it warns "Trying to snapshot
GtkListItemWidget … without a current allocation", frame after frame. The monkey met the same
warning on the editable list, whose Delete button took the focus as it mapped. GTK 4.18 does
not warn. With --later the button takes
the focus from an idle, outside the row making, as EditableList now does, and GTK 4.8 is
quiet too.

    scripts/with-display.sh /usr/bin/python3 Tests/UITests/plain_gtk_list_focus_in_map.py [--later]

prints how many such warnings GTK wrote, and exits 1 when there was one.
"""
import os
import random
import subprocess
import sys

if len(sys.argv) > 1 and sys.argv[1] == "--list":
    import gi
    gi.require_version("Gtk", "4.0")
    from gi.repository import GLib, Gtk

    later = "--later" in sys.argv
    rng = random.Random(1)
    strings = Gtk.StringList.new([f"row {i}" for i in range(200)])
    wanted = {"position": None}  # the row whose button takes the focus when it maps

    def setup(factory, item):
        button = Gtk.Button()
        item.set_child(button)

        def take_focus():
            if button.get_mapped():
                button.grab_focus()
            return GLib.SOURCE_REMOVE

        def mapped(_button):
            if item.get_position() == wanted["position"]:
                wanted["position"] = None
                GLib.idle_add(take_focus) if later else take_focus()
        button.connect("map", mapped)

    factory = Gtk.SignalListItemFactory()
    factory.connect("setup", setup)
    factory.connect("bind", lambda _factory, item: item.get_child().set_label(item.get_item().get_string()))
    scroller = Gtk.ScrolledWindow(child=Gtk.ListView(model=Gtk.NoSelection(model=strings), factory=factory))
    window = Gtk.Window(child=scroller, default_width=300, default_height=300)
    window.present()

    def step(remaining=[2000]):
        """Scrolls, or changes the rows, with a row to focus as its button maps."""
        remaining[0] -= 1
        if remaining[0] == 0:
            window.destroy()
            return GLib.SOURCE_REMOVE
        wanted["position"] = rng.randrange(strings.get_n_items())
        if rng.random() < 0.5:
            adjustment = scroller.get_vadjustment()
            adjustment.set_value(rng.uniform(0, adjustment.get_upper() - adjustment.get_page_size()))
        else:
            strings.splice(rng.randrange(strings.get_n_items()), rng.randrange(2), [f"new {remaining[0]}"])
        return GLib.SOURCE_CONTINUE

    GLib.timeout_add(2, step)
    while Gtk.Window.get_toplevels().get_n_items() > 0:
        GLib.MainContext.default().iteration(True)
    sys.exit(0)

result = subprocess.run([sys.executable, os.path.abspath(__file__), "--list", *sys.argv[1:]], capture_output=True, text=True)
warnings = [line for line in result.stderr.splitlines() if "without a current allocation" in line]
print(f"{len(warnings)} warnings of a row without an allocation (GTK {'with the focus moved later' if '--later' in sys.argv else 'with the focus moved as the row maps'})")
sys.exit(1 if warnings or result.returncode != 0 else 0)

# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
"""GTK's own "Broken accounting of active state" under mutter, with no libadwaita and no
GtkControls: a plain GTK 4 window with a menu button that has the keyboard focus in its top
half, and a button in its bottom half. Space opens the menu (with --click, a click on it, and
the pointer moves on to the button at once, as the monkey's events do), and the mouse button
goes down on the button below before the menu's popover is on the screen. The popover's grab
starts while the mouse button is held; GTK then takes the active state of the pressed widgets
and their ancestors away once more than it gave it, and warns for each. A person pressing a
key and then clicking within a few frames does the same; the demo's monkey met it so
(monkey.py waits for a popover after the keys that open one).

    scripts/with-display.sh --mutter /usr/bin/python3 Tests/UITests/plain_gtk_popover_while_pressed.py [--click]

sends space (or the click) and a click 20 times, prints how many such warnings GTK wrote, and
exits 1 when there was one. Measured: GTK 4.18 under mutter 48 (Debian 13) warned in 12 of 20
tries; GTK 4.8 under mutter 43 (Debian 12) in one try of 20 in two runs of four. On X11 (Xvfb,
xdotool; run it without --mutter) neither warned in 20 tries. With --click, GTK 4.18 under
mutter 48 wrote 48 warnings in a run, GTK 4.8 under mutter 43 some in two runs of four (4 and
12); on X11 none.
"""
import os
import sys
import time

TRIES = 20
CLICK = "--click" in sys.argv[1:]

if len(sys.argv) > 1 and sys.argv[1] == "--window":
    import gi
    gi.require_version("Gtk", "4.0")
    from gi.repository import Gtk

    import plain_gtk_window

    window = Gtk.Window(title=plain_gtk_window.TITLE)
    window.set_default_size(600, 400)
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    menu = Gtk.MenuButton(label="Menu", vexpand=True, popover=Gtk.Popover(child=Gtk.Label(label="A popover")))
    box.append(menu)
    box.append(Gtk.Button(label="Press here", vexpand=True))
    window.set_child(box)
    menu.grab_focus()
    plain_gtk_window.show(window, int(sys.argv[2]))
    sys.exit(0)

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import plain_gtk_window  # noqa: E402
import real_input  # noqa: E402

if real_input.ON_MUTTER:
    width, height = real_input.screen_size()
    menu, button = (width // 2, height // 4), (width // 2, height * 3 // 4)
else:
    menu, button = (300, 120), (300, 320)


def send_input():
    real_input.move_pointer(*button)
    for _ in range(TRIES):
        if CLICK:
            real_input.send([("move", *menu), ("click",), ("move", *button)])
        else:
            real_input.key("space")
        real_input.press_button()
        time.sleep(0.05)
        real_input.release_button()
        real_input.key("Escape")
        time.sleep(0.3)


warnings = plain_gtk_window.broken_accounting(plain_gtk_window.stderr_while(__file__, 3 + TRIES, send_input))
print(f"GTK warned {len(warnings)} time(s): {warnings[:1]}")
sys.exit(1 if warnings else 0)

# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
"""GtkControls inside a libadwaita app (run by test_introspection.py with the typelib and library
on its paths, and libadwaita's look set by its debug variables: ADW_DEBUG_COLOR_SCHEME,
ADW_DEBUG_HIGH_CONTRAST, ADW_DEBUG_ACCENT_COLOR). An Adw.Application's window holds a knob and a
mutual follow button; once it is shown, prints what libadwaita's style manager says and the
colours the library's stylesheets gave the controls, as one JSON line. The library is
initialised before libadwaita, as an app that calls Ctl.init() at start does.

With a path as its argument, it also saves the window, with a few more controls beside
those, as a PNG file there: the gallery's libadwaita pictures (scripts/gallery.sh --libadwaita)."""
import json
import subprocess
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Adw", "1")
gi.require_version("Ctl", "1.0")
from gi.repository import Adw, Ctl, GLib, Gtk  # noqa: E402


def colour(widget):
    """The widget's CSS colour as [red, green, blue], 0…255."""
    if (Gtk.get_major_version(), Gtk.get_minor_version()) >= (4, 10):
        rgba = widget.get_color()
    else:
        rgba = widget.get_style_context().get_color()
    return [round(rgba.red * 255), round(rgba.green * 255), round(rgba.blue * 255)]


def accent_node(knob):
    """The knob's `label.accent` child, which carries the colour its arc is drawn in."""
    child = knob.get_first_child()
    while child and not child.has_css_class("accent"):
        child = child.get_next_sibling()
    return child


def save(window, path):
    """A screenshot of the window (X11: xdotool finds it, ImageMagick's import takes it) in the
    PNG file `path`."""
    found = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", window.get_title()],
                           capture_output=True, text=True, check=True)
    subprocess.run(["import", "-window", found.stdout.split()[0], path], check=True)


def report(window, knob, follow, plain):
    if len(sys.argv) > 1:
        save(window, sys.argv[1])
    manager = Adw.StyleManager.get_default()
    print(json.dumps({
        "libadwaita": f"{Adw.get_major_version()}.{Adw.get_minor_version()}",
        "dark": manager.get_dark(),
        "high_contrast": manager.get_high_contrast(),
        "knob_accent": colour(accent_node(knob)),
        "mutual": colour(follow),
        "text": colour(plain),
    }), flush=True)
    window.close()


def activate(app):
    window = Adw.ApplicationWindow(application=app, title="GtkControls in libadwaita")
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=12)
    knob = Ctl.Knob.new()
    knob.set_property("value", 0.6)
    follow = Ctl.FollowButton.new()
    follow.set_property("mutual", True)
    plain = Gtk.Label(label="Text")
    extras = []
    if len(sys.argv) > 1:
        stepper = Ctl.Stepper.new(0, 10, 1)
        stepper.set_property("value", 4.0)
        switch = Ctl.Switch.new()
        switch.set_property("active", True)
        progress = Ctl.ProgressView.new()
        progress.set_property("progress", 0.6)
        modal = Ctl.ModalButton.new(["Download", "Install", "Complete!"])
        shopping = Ctl.EditableList.new(Gtk.StringList.new(["Apples", "Bread", "Coffee"]))
        shopping.set_property("editing", True)
        shopping.set_size_request(260, 150)
        extras = [stepper, switch, progress, modal, shopping]
        for widget in (stepper, switch, modal):
            widget.set_halign(Gtk.Align.START)
    for widget in (knob, follow, plain, *extras):
        box.append(widget)
    for setMargin in (box.set_margin_top, box.set_margin_bottom, box.set_margin_start, box.set_margin_end):
        setMargin(12)
    window.set_content(box)
    window.present()
    # Measured once the window has been drawn with the stylesheets in place.
    GLib.timeout_add(300, lambda: report(window, knob, follow, plain) and False)


Ctl.init()
app = Adw.Application(application_id="io.github.gtkcontrols.InLibadwaita")
app.connect("activate", activate)
sys.exit(app.run([]))

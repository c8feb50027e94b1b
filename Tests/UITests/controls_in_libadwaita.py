"""GtkControls inside a libadwaita app (run by test_introspection.py with the typelib and library
on its paths, and libadwaita's look set by its debug variables: ADW_DEBUG_COLOR_SCHEME,
ADW_DEBUG_HIGH_CONTRAST, ADW_DEBUG_ACCENT_COLOR). An Adw.Application's window holds a knob and a
mutual follow button; once it is shown, prints what libadwaita's style manager says and the
colours the library's stylesheets gave the controls, as one JSON line. The library is
initialised before libadwaita, as an app that calls Ctl.init() at start does."""
import json
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


def report(window, knob, follow, plain):
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
    for widget in (knob, follow, plain):
        box.append(widget)
    window.set_content(box)
    window.present()
    # Measured once the window has been drawn with the stylesheets in place.
    GLib.timeout_add(300, lambda: report(window, knob, follow, plain) and False)


Ctl.init()
app = Adw.Application(application_id="io.github.gtkcontrols.InLibadwaita")
app.connect("activate", activate)
sys.exit(app.run([]))

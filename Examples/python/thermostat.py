#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
"""A thermostat in Python with three GtkControls widgets through GObject introspection: a knob
sets the temperature, a stepper sets it in whole degrees, and a thermometer shows it.

    make install-library PREFIX=$HOME/.local
    GI_TYPELIB_PATH=$HOME/.local/lib/girepository-1.0 python3 Examples/python/thermostat.py

(from the build tree: make introspection CONFIG=debug, then GI_TYPELIB_PATH and
LD_LIBRARY_PATH both .build/introspection/debug).

With --check it moves the knob and presses the stepper's +, prints what followed and quits: the
tests run it so. The same app is in C, JavaScript and Vala in the folders beside this one."""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Ctl", "1.0")
from gi.repository import Ctl, GLib, Gtk  # noqa: E402

LOWEST, HIGHEST = 10, 30


def build(app):
    Ctl.init()
    window = Gtk.ApplicationWindow(application=app, title="Thermostat")
    row = Gtk.Box(spacing=24, margin_top=24, margin_bottom=24, margin_start=24, margin_end=24)
    knob = Ctl.Knob.new()
    stepper = Ctl.Stepper.new(LOWEST, HIGHEST, 1)
    thermometer = Ctl.Thermometer.new()
    label = Gtk.Label()
    for widget in (knob, stepper, thermometer, label):
        row.append(widget)
    knob.update_property([Gtk.AccessibleProperty.LABEL], ["Temperature"])

    def show(degrees):
        fraction = (degrees - LOWEST) / (HIGHEST - LOWEST)
        thermometer.props.value = fraction
        thermometer.props.value_description = f"{degrees:.0f} degrees"
        label.set_text(f"{degrees:.0f} °C")

    # The knob and the stepper follow each other; each change reaches the thermometer once.
    def knob_moved(*_):
        degrees = round(LOWEST + knob.props.value * (HIGHEST - LOWEST))
        stepper.props.value = degrees
        show(degrees)

    def stepper_moved(*_):
        knob.props.value = (stepper.props.value - LOWEST) / (HIGHEST - LOWEST)

    knob.connect("notify::value", knob_moved)
    stepper.connect("notify::value", stepper_moved)
    # Emitted when the user (not the program) steps it.
    stepper.connect("value-changed", lambda stepper: print(f"value-changed: {stepper.props.value:.0f}"))
    stepper.props.value = 20
    window.set_child(row)
    window.present()
    if "--check" in sys.argv:
        def check():
            knob.props.value = 0.75
            print(f"knob 0.75 → stepper {stepper.props.value:.0f}, thermometer {thermometer.props.value:.2f}, label {label.get_text()}")
            # As an assistive technology presses it: the stepper's children are − and +.
            stepper.get_last_child().emit("clicked")
            print(f"+ pressed → label {label.get_text()}")
            app.quit()
        GLib.idle_add(check)


app = Gtk.Application(application_id="io.github.gtkcontrols.Thermostat")
app.connect("activate", build)
sys.exit(app.run([sys.argv[0]]))

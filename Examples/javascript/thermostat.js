#!/usr/bin/env gjs
// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/* A thermostat in JavaScript (GJS) with three GtkControls widgets through GObject
 * introspection: a knob sets the temperature, a stepper sets it in whole degrees, and a
 * thermometer shows it. The same app is in C, Python and Vala in the folders beside this one.
 *
 *   make install-library PREFIX=$HOME/.local
 *   GI_TYPELIB_PATH=$HOME/.local/lib/girepository-1.0 gjs thermostat.js
 *
 * With --check it moves the knob and presses the stepper's +, prints what followed and
 * quits: the tests run it so. */
imports.gi.versions.Gtk = '4.0';
imports.gi.versions.Ctl = '1.0';
const {Ctl, GLib, Gtk} = imports.gi;

const LOWEST = 10, HIGHEST = 30;

function build(app) {
    Ctl.init();
    const window = new Gtk.ApplicationWindow({application: app, title: 'Thermostat'});
    const row = new Gtk.Box({spacing: 24, margin_top: 24, margin_bottom: 24, margin_start: 24, margin_end: 24});
    const knob = Ctl.Knob.new();
    const stepper = Ctl.Stepper.new(LOWEST, HIGHEST, 1);
    const thermometer = Ctl.Thermometer.new();
    const label = new Gtk.Label();
    for (const widget of [knob, stepper, thermometer, label])
        row.append(widget);
    knob.label = 'Temperature';

    const show = degrees => {
        thermometer.value = (degrees - LOWEST) / (HIGHEST - LOWEST);
        thermometer.value_description = `${degrees} degrees`;
        label.set_text(`${degrees} °C`);
    };
    // The knob and the stepper follow each other; each change reaches the thermometer once.
    knob.connect('notify::value', () => {
        const degrees = Math.round(LOWEST + knob.value * (HIGHEST - LOWEST));
        stepper.value = degrees;
        show(degrees);
    });
    stepper.connect('notify::value', () => {
        knob.value = (stepper.value - LOWEST) / (HIGHEST - LOWEST);
    });
    // Emitted when the user (not the program) steps it.
    stepper.connect('value-changed', () => print(`value-changed: ${stepper.value}`));
    stepper.value = 20;
    window.set_child(row);
    window.present();
    if (ARGV.includes('--check')) {
        GLib.idle_add(GLib.PRIORITY_DEFAULT_IDLE, () => {
            knob.value = 0.75;
            print(`knob 0.75 → stepper ${stepper.value}, thermometer ${thermometer.value.toFixed(2)}, label ${label.get_text()}`);
            // As an assistive technology presses it: the stepper's children are − and +.
            stepper.get_last_child().emit('clicked');
            print(`+ pressed → label ${label.get_text()}`);
            app.quit();
            return GLib.SOURCE_REMOVE;
        });
    }
}

const app = new Gtk.Application({application_id: 'io.github.gtkcontrols.examples.Thermostat'});
app.connect('activate', build);
app.run([imports.system.programInvocationName]);

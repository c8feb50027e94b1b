// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/* A thermostat in Vala with three GtkControls widgets: a knob sets the temperature, a stepper
 * sets it in whole degrees, and a thermometer shows it. The same app is in C, Python and
 * JavaScript in the folders beside this one.
 *
 *   make install-library PREFIX=$HOME/.local
 *   export PKG_CONFIG_PATH=$HOME/.local/lib/pkgconfig
 *   valac --vapidir=$HOME/.local/share/vala/vapi --pkg gtkcontrols-1 thermostat.vala
 *   LD_LIBRARY_PATH=$HOME/.local/lib ./thermostat
 *
 * With --check it moves the knob and presses the stepper's +, prints what followed and
 * quits: the tests run it so. */
const int LOWEST = 10;
const int HIGHEST = 30;

void build (Gtk.Application app, bool checking) {
    Ctl.init ();
    var window = new Gtk.ApplicationWindow (app) { title = "Thermostat" };
    var row = new Gtk.Box (Gtk.Orientation.HORIZONTAL, 24) {
        margin_top = 24, margin_bottom = 24, margin_start = 24, margin_end = 24
    };
    var knob = new Ctl.Knob () { label = "Temperature" };
    var stepper = new Ctl.Stepper (LOWEST, HIGHEST, 1);
    var thermometer = new Ctl.Thermometer ();
    var label = new Gtk.Label (null);
    row.append (knob);
    row.append (stepper);
    row.append (thermometer);
    row.append (label);

    // The knob and the stepper follow each other; each change reaches the thermometer once.
    knob.notify["value"].connect (() => {
        int degrees = (int) (LOWEST + knob.value * (HIGHEST - LOWEST) + 0.5); // rounded
        stepper.value = degrees;
        thermometer.value = (double) (degrees - LOWEST) / (HIGHEST - LOWEST);
        thermometer.value_description = @"$degrees degrees";
        label.label = @"$degrees °C";
    });
    stepper.notify["value"].connect (() => {
        knob.value = (stepper.value - LOWEST) / (HIGHEST - LOWEST);
    });
    // Emitted when the user (not the program) steps it.
    stepper.value_changed.connect (() => print ("value-changed: %.0f\n", stepper.value));
    stepper.value = 20;
    window.child = row;
    window.present ();
    if (checking) {
        Idle.add (() => {
            knob.value = 0.75;
            print ("knob 0.75 → stepper %.0f, thermometer %.2f, label %s\n", stepper.value, thermometer.value, label.label);
            // As an assistive technology presses it: the stepper's children are − and +.
            ((Gtk.Button) stepper.get_last_child ()).clicked ();
            print ("+ pressed → label %s\n", label.label);
            app.quit ();
            return Source.REMOVE;
        });
    }
}

int main (string[] args) {
    // 0: no flags (GLib 2.74's DEFAULT_FLAGS, which Vala 0.56.3 does not name yet).
    var app = new Gtk.Application ("io.github.gtkcontrols.examples.Thermostat", 0);
    app.activate.connect (() => build (app, "--check" in args));
    return app.run ({ args[0] });
}

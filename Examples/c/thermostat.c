// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/* A thermostat in C with three GtkControls widgets: a knob sets the temperature, a stepper
 * sets it in whole degrees, and a thermometer shows it. The same app is in Python, JavaScript
 * and Vala in the folders beside this one.
 *
 *   make install-library PREFIX=$HOME/.local
 *   export PKG_CONFIG_PATH=$HOME/.local/lib/pkgconfig
 *   cc -o thermostat thermostat.c $(pkg-config --cflags --libs gtkcontrols-1)
 *   LD_LIBRARY_PATH=$HOME/.local/lib ./thermostat
 *
 * With --check it moves the knob and presses the stepper's +, prints what followed and the
 * width the library's stylesheet gives the stepper's buttons, then quits: the tests run it so. */
#include <gtkcontrols.h>

enum { LOWEST = 10, HIGHEST = 30 };

typedef struct {
  GtkApplication *app;
  GtkWidget *knob, *stepper, *thermometer, *label;
  gboolean checking;
} Thermostat;

static void
show (Thermostat *self, int degrees)
{
  char *description = g_strdup_printf ("%d degrees", degrees);
  char *text = g_strdup_printf ("%d °C", degrees);
  ctl_thermometer_set_value (CTL_THERMOMETER (self->thermometer), (double) (degrees - LOWEST) / (HIGHEST - LOWEST));
  g_object_set (self->thermometer, "value-description", description, NULL);
  gtk_label_set_text (GTK_LABEL (self->label), text);
  g_free (description);
  g_free (text);
}

/* The knob and the stepper follow each other through their "value" notifications; each
 * change reaches the thermometer once. */
static void
knob_moved (CtlKnob *knob, GParamSpec *pspec, Thermostat *self)
{
  int degrees = LOWEST + ctl_knob_get_value (knob) * (HIGHEST - LOWEST) + 0.5; /* rounded */
  ctl_stepper_set_value (CTL_STEPPER (self->stepper), degrees);
  show (self, degrees);
}

static void
stepper_moved (CtlStepper *stepper, GParamSpec *pspec, Thermostat *self)
{
  ctl_knob_set_value (CTL_KNOB (self->knob), (ctl_stepper_get_value (stepper) - LOWEST) / (HIGHEST - LOWEST));
}

/* Emitted when the user (not the program) steps it. */
static void
stepper_pressed (CtlStepper *stepper, Thermostat *self)
{
  g_print ("value-changed: %.0f\n", ctl_stepper_get_value (stepper));
}

/* The width of a widget's content box at its smallest: what CSS min-width sets. */
static int
content_min_width (GtkWidget *widget)
{
  graphene_rect_t bounds;
  int minimum;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  if (!gtk_widget_compute_bounds (widget, widget, &bounds))
    return -1;
  return minimum - ((int) bounds.size.width - gtk_widget_get_width (widget));
}

static void
check (Thermostat *self)
{
  ctl_knob_set_value (CTL_KNOB (self->knob), 0.75);
  g_print ("knob 0.75 → stepper %.0f, thermometer %.2f, label %s\n", ctl_stepper_get_value (CTL_STEPPER (self->stepper)),
           ctl_thermometer_get_value (CTL_THERMOMETER (self->thermometer)), gtk_label_get_text (GTK_LABEL (self->label)));
  /* As an assistive technology presses it: the stepper's children are − and +. */
  g_signal_emit_by_name (gtk_widget_get_last_child (self->stepper), "clicked");
  g_print ("+ pressed → label %s\n", gtk_label_get_text (GTK_LABEL (self->label)));
  /* gtkcontrols.css: stepper > button { min-width: 32px } (GTK's theme alone gives 24). */
  g_print ("stepper button min-width: %d\n", content_min_width (gtk_widget_get_first_child (self->stepper)));
  g_application_quit (G_APPLICATION (self->app));
}

/* The stylesheet applies from the first frame on. */
static void
first_frame_painted (GdkFrameClock *clock, Thermostat *self)
{
  g_signal_handlers_disconnect_by_func (clock, first_frame_painted, self);
  check (self);
}

static void
mapped (GtkWidget *window, Thermostat *self)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (first_frame_painted), self);
}

static void
activate (GtkApplication *app, Thermostat *self)
{
  ctl_init ();
  GtkWidget *window = gtk_application_window_new (app);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);
  gtk_window_set_title (GTK_WINDOW (window), "Thermostat");
  g_object_set (row, "margin-top", 24, "margin-bottom", 24, "margin-start", 24, "margin-end", 24, NULL);
  self->knob = ctl_knob_new ();
  self->stepper = ctl_stepper_new (LOWEST, HIGHEST, 1);
  self->thermometer = ctl_thermometer_new ();
  self->label = gtk_label_new (NULL);
  gtk_box_append (GTK_BOX (row), self->knob);
  gtk_box_append (GTK_BOX (row), self->stepper);
  gtk_box_append (GTK_BOX (row), self->thermometer);
  gtk_box_append (GTK_BOX (row), self->label);
  g_object_set (self->knob, "label", "Temperature", NULL);
  g_signal_connect (self->knob, "notify::value", G_CALLBACK (knob_moved), self);
  g_signal_connect (self->stepper, "notify::value", G_CALLBACK (stepper_moved), self);
  g_signal_connect (self->stepper, "value-changed", G_CALLBACK (stepper_pressed), self);
  ctl_stepper_set_value (CTL_STEPPER (self->stepper), 20);
  gtk_window_set_child (GTK_WINDOW (window), row);
  if (self->checking)
    g_signal_connect_after (window, "map", G_CALLBACK (mapped), self);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  Thermostat thermostat = { .checking = argc == 2 && g_str_equal (argv[1], "--check") };
  thermostat.app = gtk_application_new ("io.github.gtkcontrols.examples.Thermostat", G_APPLICATION_DEFAULT_FLAGS);
  g_signal_connect (thermostat.app, "activate", G_CALLBACK (activate), &thermostat);
  int status = g_application_run (G_APPLICATION (thermostat.app), 1, argv);
  g_object_unref (thermostat.app);
  return status;
}

// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/* The sample external plugin written in C: a kitchen timer page made of GtkControls through
 * gtkcontrols.h. The oven half (a knob, a thermometer, a fan switch) comes from
 * KitchenTimerPlugin.ui beside the plugin's library; the timer half (a stepper and a modal
 * button) is made in code. ControlsDemo loads it with GModule, like the Swift sample, and
 * calls controls_demo_plugin_create_page(). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include "gtkcontrols.h"

#define LOWEST_CELSIUS 50
#define HIGHEST_CELSIUS 250

/* What the page's callbacks share; freed with the page. */
typedef struct {
  GtkWidget *thermometer;
  GtkWidget *temperature;
  GtkWidget *fan;
  GtkWidget *minutes;
  GtkWidget *status;
} KitchenTimer;

static int
celsius (CtlKnob *knob)
{
  return LOWEST_CELSIUS + (int) (ctl_knob_get_value (knob) * (HIGHEST_CELSIUS - LOWEST_CELSIUS) + 0.5);
}

static void
temperature_changed (CtlKnob *knob, KitchenTimer *timer)
{
  char *text = g_strdup_printf (_("%d °C"), celsius (knob));
  ctl_thermometer_set_value (CTL_THERMOMETER (timer->thermometer), ctl_knob_get_value (knob));
  g_object_set (timer->thermometer, "value-description", text, NULL);
  gtk_label_set_text (GTK_LABEL (timer->temperature), text);
  g_free (text);
}

static void
minutes_changed (CtlStepper *stepper, KitchenTimer *timer)
{
  int minutes = (int) ctl_stepper_get_value (stepper);
  char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d minute", "%d minutes", minutes), minutes);
  gtk_label_set_text (GTK_LABEL (timer->minutes), text);
  g_free (text);
}

static void
fan_changed (GObject *fan, GParamSpec *spec, KitchenTimer *timer)
{
  gboolean on = gtk_switch_get_active (GTK_SWITCH (fan));
  gtk_label_set_text (GTK_LABEL (timer->status), on ? _("Fan on") : _("Fan off"));
}

static void
mode_changed (CtlModalButton *button, KitchenTimer *timer)
{
  static const char *const statuses[] = { N_("Ready"), N_("Oven hot"), N_("Dinner is ready") };
  int index = ctl_modal_button_get_mode_index (button);
  gtk_label_set_text (GTK_LABEL (timer->status), _(statuses[CLAMP (index, 0, 2)]));
}

/* The .ui file beside this library, if it is as trusted as the library the demo checked:
 * owned by the user or root and writable by no one else. */
static char *
trusted_ui_file (GError **error)
{
  Dl_info info;
  if (!dladdr ((void *) trusted_ui_file, &info) || !info.dli_fname)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT, _("cannot find where the plugin's library is"));
      return NULL;
    }
  char *directory = g_path_get_dirname (info.dli_fname);
  char *path = g_build_filename (directory, "KitchenTimerPlugin.ui", NULL);
  g_free (directory);
  struct stat status;
  if (stat (path, &status) != 0)
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT, _("its interface file %s is missing"), path);
  else if ((status.st_mode & (S_IWGRP | S_IWOTH)) || (status.st_uid != getuid () && status.st_uid != 0))
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_PERM, _("its interface file %s is not trusted: others may write it"), path);
  else
    return path;
  g_free (path);
  return NULL;
}

static GtkWidget *
labelled_row (const char *title, GtkWidget *control, GtkWidget *value)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new (title);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_size_request (label, 120, -1);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), control);
  gtk_box_append (GTK_BOX (row), value);
  return row;
}

G_MODULE_EXPORT GtkWidget *
controls_demo_plugin_create_page (GError **error)
{
  ctl_init ();
  char *ui = trusted_ui_file (error);
  if (!ui)
    return NULL;
  GtkBuilder *builder = gtk_builder_new ();
  gtk_builder_set_translation_domain (builder, GETTEXT_PACKAGE);
  gboolean built = gtk_builder_add_from_file (builder, ui, error);
  g_free (ui);
  if (!built)
    {
      g_object_unref (builder);
      return NULL;
    }

  KitchenTimer *timer = g_new0 (KitchenTimer, 1);
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  g_object_set_data_full (G_OBJECT (page), "kitchen-timer", timer, g_free);
  gtk_widget_set_margin_start (page, 24);
  gtk_widget_set_margin_end (page, 24);
  gtk_widget_set_margin_top (page, 24);
  gtk_widget_set_margin_bottom (page, 24);
  GtkWidget *heading = gtk_label_new (_("Kitchen timer"));
  gtk_widget_add_css_class (heading, "title-2");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_box_append (GTK_BOX (page), heading);

  /* The oven, from the .ui file. */
  GtkWidget *oven = GTK_WIDGET (gtk_builder_get_object (builder, "oven"));
  GtkWidget *knob = GTK_WIDGET (gtk_builder_get_object (builder, "temperature_knob"));
  timer->thermometer = GTK_WIDGET (gtk_builder_get_object (builder, "thermometer"));
  timer->temperature = GTK_WIDGET (gtk_builder_get_object (builder, "temperature"));
  timer->fan = GTK_WIDGET (gtk_builder_get_object (builder, "fan"));
  gtk_box_append (GTK_BOX (page), oven);
  g_object_unref (builder);
  g_signal_connect (knob, "value-changed", G_CALLBACK (temperature_changed), timer);
  g_signal_connect (timer->fan, "notify::active", G_CALLBACK (fan_changed), timer);

  /* The timer, in code. */
  GtkWidget *stepper = ctl_stepper_new (1, 120, 1);
  ctl_stepper_set_value (CTL_STEPPER (stepper), 25);
  g_object_set (stepper, "label", _("Cooking time"), NULL);
  timer->minutes = gtk_label_new (NULL);
  gtk_box_append (GTK_BOX (page), labelled_row (_("Cooking time"), stepper, timer->minutes));
  g_signal_connect (stepper, "value-changed", G_CALLBACK (minutes_changed), timer);

  const char *modes[] = { _("Preheat"), _("Start cooking"), _("Done"), NULL };
  GtkWidget *start = ctl_modal_button_new (modes);
  gtk_widget_set_halign (start, GTK_ALIGN_START);
  timer->status = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (timer->status), 0);
  gtk_box_append (GTK_BOX (page), start);
  gtk_box_append (GTK_BOX (page), timer->status);
  g_signal_connect (start, "mode-changed", G_CALLBACK (mode_changed), timer);

  temperature_changed (CTL_KNOB (knob), timer);
  minutes_changed (CTL_STEPPER (stepper), timer);
  mode_changed (CTL_MODAL_BUTTON (start), timer);
  return page;
}

// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/* The C API from C, as an app written in C uses it: every control made, configured, heard
 * and destroyed 10,000 times, with no instance left and flat memory; a .ui file; a wrong
 * instance refused. Prints one line per check and exits 1 on the first failure. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gtkcontrols.h"

static int finalized;

static void
count_finalized (gpointer data, GObject *where_the_object_was)
{
  finalized++;
}

static long
resident_kib (void)
{
  FILE *status = fopen ("/proc/self/status", "r");
  char line[256];
  long kib = -1;
  while (status && fgets (line, sizeof line, status))
    if (strncmp (line, "VmRSS:", 6) == 0)
      kib = atol (line + 6);
  if (status)
    fclose (status);
  return kib;
}

static void
check (gboolean ok, const char *what)
{
  printf ("%s: %s\n", ok ? "ok" : "FAILED", what);
  if (!ok)
    exit (1);
}

typedef GtkWidget *(*Make) (void);

static GtkWidget *make_stateful_button (void) { return ctl_stateful_button_new ("Save"); }
static GtkWidget *make_loading_button (void) { return ctl_loading_button_new ("Save"); }
static GtkWidget *make_modal_button (void) { const char *titles[] = { "Download", "Install", NULL }; return ctl_modal_button_new (titles); }
static GtkWidget *make_stepper (void) { return ctl_stepper_new (0, 10, 1); }
static GtkWidget *make_date_picker (void) { return ctl_date_picker_new (2024, 2, 29); }
static GtkWidget *make_picker_view (void)
{
  const char *rows[] = { "One", "Two", NULL };
  GListStore *drums = g_list_store_new (GTK_TYPE_STRING_LIST);
  GtkStringList *list = gtk_string_list_new (rows);
  g_list_store_append (drums, list);
  g_object_unref (list);
  GtkWidget *picker = ctl_picker_view_new (G_LIST_MODEL (drums));
  g_object_unref (drums);
  return picker;
}

static GtkWidget *make_editable_list (void)
{
  const char *rows[] = { "Milk", "Eggs", NULL };
  GtkStringList *list = gtk_string_list_new (rows);
  GtkWidget *editable = ctl_editable_list_new (list);
  g_object_unref (list);
  return editable;
}

/* The row (a box.editable-row: minus, title, Delete) titled `title` among `widget`'s
   descendants, or NULL. */
static GtkWidget *
find_row (GtkWidget *widget, const char *title)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      if (gtk_widget_has_css_class (child, "editable-row"))
        {
          GtkWidget *label = gtk_widget_get_next_sibling (gtk_widget_get_first_child (child));
          if (strcmp (gtk_label_get_text (GTK_LABEL (label)), title) == 0)
            return child;
        }
      else
        {
          GtkWidget *row = find_row (child, title);
          if (row)
            return row;
        }
    }
  return NULL;
}

/* Runs the main loop until `widget` has a row titled `title`, for up to five seconds. */
static GtkWidget *
wait_for_row (GtkWidget *widget, const char *title)
{
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  GtkWidget *row = NULL;
  while (!(row = find_row (widget, title)) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  return row;
}

static void
remember_deleted_row (CtlEditableList *list, int index, const char *title, GString *deleted)
{
  g_string_append_printf (deleted, "%d %s", index, title);
}

/* Makes `count` instances, each floating, sunk by a container-like reference and dropped. */
static void
make_and_destroy (const char *name, Make make, GType type, int count)
{
  finalized = 0;
  for (int i = 0; i < count; i++)
    {
      GtkWidget *widget = make ();
      if (!g_type_is_a (G_OBJECT_TYPE (widget), type) || !g_object_is_floating (widget))
        {
          printf ("FAILED: %s is not a floating %s\n", name, g_type_name (type));
          exit (1);
        }
      g_object_ref_sink (widget);
      g_object_weak_ref (G_OBJECT (widget), count_finalized, NULL);
      g_object_unref (widget);
    }
  char what[128];
  snprintf (what, sizeof what, "%d %s made and finalized", count, name);
  check (finalized == count, what);
}

int
main (void)
{
  gtk_init ();
  ctl_init ();

  struct { const char *name; Make make; GType (*type) (void); } controls[] = {
    { "CtlStatefulButton", make_stateful_button, ctl_stateful_button_get_type },
    { "CtlLoadingButton", make_loading_button, ctl_loading_button_get_type },
    { "CtlFollowButton", ctl_follow_button_new, ctl_follow_button_get_type },
    { "CtlModalButton", make_modal_button, ctl_modal_button_get_type },
    { "CtlSwitch", ctl_switch_new, ctl_switch_get_type },
    { "CtlStepper", make_stepper, ctl_stepper_get_type },
    { "CtlKnob", ctl_knob_new, ctl_knob_get_type },
    { "CtlActivityIndicator", ctl_activity_indicator_new, ctl_activity_indicator_get_type },
    { "CtlProgressView", ctl_progress_view_new, ctl_progress_view_get_type },
    { "CtlThermometer", ctl_thermometer_new, ctl_thermometer_get_type },
    { "CtlPickerView", make_picker_view, ctl_picker_view_get_type },
    { "CtlDatePicker", make_date_picker, ctl_date_picker_get_type },
    { "CtlSearchBar", ctl_search_bar_new, ctl_search_bar_get_type },
    { "CtlEditableList", make_editable_list, ctl_editable_list_get_type },
  };
  int n = G_N_ELEMENTS (controls);

  /* Warm up (type classes, CSS, fonts), then measure. */
  for (int i = 0; i < n; i++)
    make_and_destroy (controls[i].name, controls[i].make, controls[i].type (), 100);
  long before = resident_kib ();
  for (int i = 0; i < n; i++)
    {
      long start = resident_kib ();
      make_and_destroy (controls[i].name, controls[i].make, controls[i].type (), 10000);
      printf ("  %s: RSS %+ld KiB\n", controls[i].name, resident_kib () - start);
    }
  long growth = resident_kib () - before;
  printf ("RSS growth over %d × 10,000 controls: %ld KiB\n", n, growth);
  check (growth < 2048, "RSS grows by under 2 MB");

  /* Accessors, and notify heard from C. */
  GtkWidget *stepper = g_object_ref_sink (ctl_stepper_new (0, 10, 1));
  int notified = 0;
  g_signal_connect_swapped (stepper, "notify::value", G_CALLBACK (g_atomic_int_inc), &notified);
  ctl_stepper_set_value (CTL_STEPPER (stepper), 4);
  ctl_stepper_set_value (CTL_STEPPER (stepper), 4);
  ctl_stepper_set_value (CTL_STEPPER (stepper), 40);
  check (ctl_stepper_get_value (CTL_STEPPER (stepper)) == 10, "a stepper keeps its value in range");
  check (notified == 2, "notify::value once per real change");
  check (ctl_stepper_new (5, 5, 1) == NULL, "an empty range makes no stepper");

  for (int i = 0; i < 2; i++)
    {
      double range[2][2] = { { 200, 300 }, { -50, -10 } };
      GtkWidget *moved = g_object_ref_sink (ctl_stepper_new (range[i][0], range[i][1], 5));
      CtlStepper *moved_stepper = CTL_STEPPER (moved);
      check (ctl_stepper_get_minimum (moved_stepper) == range[i][0] && ctl_stepper_get_maximum (moved_stepper) == range[i][1]
             && ctl_stepper_get_step (moved_stepper) == 5, "a stepper's range anywhere on the line");
      g_object_unref (moved);
    }

  /* Every property C can carry has accessors: a setting's setter notifies it alone, and a
     setting the stepper refuses (a maximum below the minimum) changes nothing. */
  int maximum_notified = 0;
  g_signal_connect_swapped (stepper, "notify::maximum", G_CALLBACK (g_atomic_int_inc), &maximum_notified);
  ctl_stepper_set_maximum (CTL_STEPPER (stepper), 8);
  check (ctl_stepper_get_maximum (CTL_STEPPER (stepper)) == 8 && ctl_stepper_get_value (CTL_STEPPER (stepper)) == 8,
         "a lower maximum brings the value down with it");
  ctl_stepper_set_maximum (CTL_STEPPER (stepper), -3);
  check (ctl_stepper_get_maximum (CTL_STEPPER (stepper)) == 8 && maximum_notified == 1, "a maximum below the minimum is refused");
  ctl_stepper_set_label (CTL_STEPPER (stepper), "Servings");
  char *label = ctl_stepper_get_label (CTL_STEPPER (stepper));
  check (g_strcmp0 (label, "Servings") == 0, "a stepper's label through its accessors");
  g_free (label);

  const char *state_names[] = { "Texas", "Ohio", NULL };
  const char *city_names[] = { "Austin", "Dallas", NULL };
  GListStore *drums = g_list_store_new (GTK_TYPE_STRING_LIST);
  GtkStringList *states = gtk_string_list_new (state_names);
  GtkStringList *cities = gtk_string_list_new (city_names);
  g_list_store_append (drums, states);
  GtkWidget *picker = g_object_ref_sink (ctl_picker_view_new (G_LIST_MODEL (drums)));
  int components = 0;
  g_object_get (picker, "components", &components, NULL);
  check (components == 1 && ctl_picker_view_get_model (CTL_PICKER_VIEW (picker)) == G_LIST_MODEL (drums),
         "a picker made with a model of string lists");
  g_list_store_append (drums, cities);
  g_object_get (picker, "components", &components, NULL);
  check (components == 2, "a string list added to the model is a new drum");
  ctl_picker_view_set_model (CTL_PICKER_VIEW (picker), NULL);
  g_object_get (picker, "components", &components, NULL);
  check (components == 0 && ctl_picker_view_get_model (CTL_PICKER_VIEW (picker)) == NULL, "a picker without a model has no drums");
  g_object_unref (picker);
  g_object_unref (states);
  g_object_unref (cities);
  g_object_unref (drums);

  /* An editable list's rows from a string list, and a deletion confirmed by its buttons. */
  const char *grocery_names[] = { "Milk", "Eggs", "Bread", NULL };
  GtkStringList *groceries = gtk_string_list_new (grocery_names);
  GtkWidget *list = ctl_editable_list_new (groceries);
  check (ctl_editable_list_get_model (CTL_EDITABLE_LIST (list)) == groceries, "an editable list made with a string list");
  GString *deleted = g_string_new (NULL);
  g_signal_connect (list, "row-deleted", G_CALLBACK (remember_deleted_row), deleted);
  GtkWidget *window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 400, 300);
  gtk_window_set_child (GTK_WINDOW (window), list);
  gtk_window_present (GTK_WINDOW (window));
  GtkWidget *eggs = wait_for_row (list, "Eggs");
  check (eggs != NULL && find_row (list, "Milk") && find_row (list, "Bread"), "the list shows the strings");
  gtk_string_list_append (groceries, "Tea");
  check (wait_for_row (list, "Tea") != NULL, "a string appended is a new row");
  ctl_editable_list_set_editing (CTL_EDITABLE_LIST (list), TRUE);
  g_signal_emit_by_name (gtk_revealer_get_child (GTK_REVEALER (gtk_widget_get_first_child (eggs))), "clicked");
  g_signal_emit_by_name (gtk_revealer_get_child (GTK_REVEALER (gtk_widget_get_last_child (eggs))), "clicked");
  check (g_list_model_get_n_items (G_LIST_MODEL (groceries)) == 3
         && strcmp (gtk_string_list_get_string (groceries, 1), "Bread") == 0,
         "the minus, then Delete, removes the row's string");
  check (strcmp (deleted->str, "1 Eggs") == 0, "row-deleted tells where the row was and its string");
  gtk_window_destroy (GTK_WINDOW (window));
  g_string_free (deleted, TRUE);
  g_object_unref (groceries);

  GtkWidget *date = g_object_ref_sink (ctl_date_picker_new (2024, 2, 29));
  CtlDatePicker *date_picker = CTL_DATE_PICKER (date);
  check (ctl_date_picker_get_year (date_picker) == 2024 && ctl_date_picker_get_month (date_picker) == 2
         && ctl_date_picker_get_day (date_picker) == 29, "a date picker on 29 February 2024");
  ctl_date_picker_set_year (date_picker, 2025);
  check (ctl_date_picker_get_year (date_picker) == 2025 && ctl_date_picker_get_day (date_picker) == 28,
         "a date picker's year set from C, the day kept inside February");
  g_object_unref (date);

  const char *titles[] = { "Get", "Open", NULL };
  GtkWidget *modal = g_object_ref_sink (make_modal_button ());
  ctl_modal_button_set_modes (CTL_MODAL_BUTTON (modal), titles);
  char **modes = NULL;
  g_object_get (modal, "modes", &modes, NULL);
  check (g_strv_length (modes) == 2 && strcmp (modes[1], "Open") == 0, "a modal button's modes replaced");
  g_strfreev (modes);
  const char *none[] = { NULL };
  check (ctl_modal_button_new (none) == NULL, "no modes make no modal button");
  g_object_unref (modal);

  GtkWidget *progress = g_object_ref_sink (ctl_progress_view_new ());
  g_object_set (progress, "style", CTL_PROGRESS_VIEW_STYLE_BAR, NULL);
  check (gtk_widget_has_css_class (progress, "bar"), "a progress view's style set by its enum value");
  check (g_type_is_a (CTL_TYPE_PROGRESS_VIEW_STYLE, G_TYPE_ENUM), "CtlProgressViewStyle is an enum type");
  ctl_progress_view_set_progress (CTL_PROGRESS_VIEW (progress), 7);
  check (ctl_progress_view_get_progress (CTL_PROGRESS_VIEW (progress)) == 1, "progress past the end is clamped");
  g_object_unref (progress);

  /* gtkcontrols.css: a stateful button's content is at least 36px high, padded 6px above
     and below; the theme's button is lower. */
  GtkWidget *styled = g_object_ref_sink (ctl_stateful_button_new ("Save"));
  GtkWidget *plain = g_object_ref_sink (gtk_button_new_with_label ("Save"));
  int styled_height = 0, plain_height = 0;
  gtk_widget_measure (styled, GTK_ORIENTATION_VERTICAL, -1, &styled_height, NULL, NULL, NULL);
  gtk_widget_measure (plain, GTK_ORIENTATION_VERTICAL, -1, &plain_height, NULL, NULL, NULL);
  check (styled_height >= 36 + 2 * 6 && plain_height < 36,
         "ctl_init gave the display the library's stylesheet");
  g_object_unref (plain);
  g_object_unref (styled);

  GtkWidget *button = g_object_ref_sink (ctl_stateful_button_new ("Save"));
  ctl_stateful_button_set_title (CTL_STATEFUL_BUTTON (button), "Saved");
  char *title = ctl_stateful_button_get_title (CTL_STATEFUL_BUTTON (button));
  check (strcmp (title, "Saved") == 0, "a stateful button's title set and read back");
  g_free (title);
  check (ctl_knob_get_value ((CtlKnob *) button) == 0, "a knob accessor given a button (cast without a check) does nothing");

  /* A .ui file naming the controls, with a property. */
  GtkBuilder *builder = gtk_builder_new_from_string (
    "<interface><object class='CtlKnob' id='knob'><property name='value'>0.25</property></object>"
    "<object class='CtlFollowButton' id='follow'><property name='mutual'>true</property></object>"
    "<object class='CtlEditableList' id='list'><property name='model'>"
    "<object class='GtkStringList'><items><item>Milk</item><item>Eggs</item></items></object>"
    "</property></object></interface>", -1);
  check (ctl_knob_get_value (CTL_KNOB (gtk_builder_get_object (builder, "knob"))) == 0.25, "a knob from a .ui file");
  check (ctl_follow_button_get_mutual (CTL_FOLLOW_BUTTON (gtk_builder_get_object (builder, "follow"))), "a follow button from a .ui file");
  check (ctl_stateful_button_get_selected (CTL_STATEFUL_BUTTON (gtk_builder_get_object (builder, "follow"))),
         "mutual also follows, through the parent type's accessor");
  GtkStringList *from_ui = ctl_editable_list_get_model (CTL_EDITABLE_LIST (gtk_builder_get_object (builder, "list")));
  check (from_ui && g_list_model_get_n_items (G_LIST_MODEL (from_ui)) == 2
         && strcmp (gtk_string_list_get_string (from_ui, 1), "Eggs") == 0,
         "an editable list's rows from a .ui file");
  g_object_unref (builder);

  g_object_unref (stepper);
  g_object_unref (button);
  return 0;
}

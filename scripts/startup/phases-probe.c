/* SPDX-FileCopyrightText: 2026 The GtkControls authors
 * SPDX-License-Identifier: MIT
 *
 * Preloaded into a GTK program by the benchmarks' startup-phases group (scripts/benchmark.sh):
 * prints, in milliseconds since the program was launched (PHASES_LAUNCHED_US holds
 * g_get_monotonic_time() at the launch), when its libraries were loaded and initialised, when
 * its GApplication's handle-local-options signal came (the program's own code ran up to
 * g_application_run), when its startup signal came (the options handled and the application
 * registered), when its first window was realized and mapped, and when that window's first
 * frame was painted. Each line: "phase MILLISECONDS". */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>

static gint64 launched;

static void
mark (const char *phase)
{
  fprintf (stderr, "phase %s %.1f\n", phase, (g_get_monotonic_time () - launched) / 1000.0);
}

static gboolean
on_application_signal (GSignalInvocationHint *hint, guint n_values, const GValue *values, gpointer phase)
{
  mark (phase);
  return FALSE;  /* The first emission only. */
}

static void
on_after_paint (GdkFrameClock *clock, gpointer data)
{
  mark ("painted");
  g_signal_handlers_disconnect_by_func (clock, on_after_paint, data);
}

static gboolean
on_window_realize (GSignalInvocationHint *hint, guint n_values, const GValue *values, gpointer data)
{
  if (!GTK_IS_WINDOW (g_value_get_object (&values[0])))
    return TRUE;
  mark ("realized");
  return FALSE;  /* The first window only. */
}

static gboolean
on_window_map (GSignalInvocationHint *hint, guint n_values, const GValue *values, gpointer data)
{
  GtkWidget *widget = g_value_get_object (&values[0]);

  if (!GTK_IS_WINDOW (widget))
    return TRUE;
  mark ("mapped");
  g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint", G_CALLBACK (on_after_paint), NULL);
  return FALSE;
}

__attribute__((constructor)) static void
install (void)
{
  const char *launch = getenv ("PHASES_LAUNCHED_US");

  launched = launch ? g_ascii_strtoll (launch, NULL, 10) : g_get_monotonic_time ();
  mark ("loaded");
  g_type_class_ref (G_TYPE_APPLICATION);
  g_type_class_ref (GTK_TYPE_WIDGET);
  g_signal_add_emission_hook (g_signal_lookup ("handle-local-options", G_TYPE_APPLICATION), 0,
                              on_application_signal, "options", NULL);
  g_signal_add_emission_hook (g_signal_lookup ("startup", G_TYPE_APPLICATION), 0,
                              on_application_signal, "startup", NULL);
  g_signal_add_emission_hook (g_signal_lookup ("realize", GTK_TYPE_WIDGET), 0, on_window_realize, NULL, NULL);
  g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0, on_window_map, NULL, NULL);
}

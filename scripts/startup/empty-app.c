/* SPDX-FileCopyrightText: 2026 The GtkControls authors
 * SPDX-License-Identifier: MIT
 *
 * An application that shows an empty window, for the benchmarks' startup-phases group: a
 * GtkApplication, or with --adwaita an AdwApplication, so that what libadwaita adds to a start
 * is measured apart from what a program does. */
#include <adwaita.h>
#include <string.h>

static void
on_activate (GApplication *application)
{
  GtkWidget *window = gtk_application_window_new (GTK_APPLICATION (application));

  gtk_window_set_title (GTK_WINDOW (window), "Empty window");
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  gboolean adwaita = argc > 1 && strcmp (argv[1], "--adwaita") == 0;
  GApplication *application = adwaita
    ? G_APPLICATION (adw_application_new ("io.github.gtkcontrols.EmptyAdwaitaWindow", G_APPLICATION_NON_UNIQUE))
    : G_APPLICATION (gtk_application_new ("io.github.gtkcontrols.EmptyWindow", G_APPLICATION_NON_UNIQUE));
  int status;

  g_signal_connect (application, "activate", G_CALLBACK (on_activate), NULL);
  status = g_application_run (application, 1, argv);
  g_object_unref (application);
  return status;
}

/* gtkcontrols.h: the GtkControls widgets from C.
 *
 * Link with libGtkControlsC.so (the GtkControlsC product of the Swift package) and GTK 4.
 * Call ctl_init() once after gtk_init(), before making a control or loading a .ui file that
 * names one. Every function runs on GTK's main thread, as GTK's own do.
 *
 * Each control is a GTK widget type: the *_new() functions return a floating reference, as
 * gtk_button_new() does, and the control lives until its widget is finalized. Properties and
 * signals (see the README's table) work with g_object_get/set, g_signal_connect,
 * g_object_bind_property and GtkBuilder; the accessors below are shorthands for the common
 * ones. A function given an instance of another type reports it on stderr and does nothing.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * ctl_init:
 *
 * Registers every GtkControls widget type. Calling it again does nothing.
 */
void ctl_init (void);

/* CtlStatefulButton: a GtkButton whose title, icon and classes follow its control state. */
GType       ctl_stateful_button_get_type     (void);
/** ctl_stateful_button_new: (constructor) @title: the title in every state. Returns: (transfer floating) */
GtkWidget  *ctl_stateful_button_new          (const char *title);
/** Returns: (transfer full): the normal state's title; free with g_free(). */
char       *ctl_stateful_button_get_title    (GtkWidget *button);
void        ctl_stateful_button_set_title    (GtkWidget *button, const char *title);
gboolean    ctl_stateful_button_get_selected (GtkWidget *button);
void        ctl_stateful_button_set_selected (GtkWidget *button, gboolean selected);

/* CtlLoadingButton: a CtlStatefulButton that can be loading (disabled, with a spinner). */
GType       ctl_loading_button_get_type    (void);
/** Returns: (transfer floating) */
GtkWidget  *ctl_loading_button_new         (const char *title);
gboolean    ctl_loading_button_get_loading (GtkWidget *button);
void        ctl_loading_button_set_loading (GtkWidget *button, gboolean loading);

/* CtlFollowButton: Follow, Followed, Mutual and loading. */
GType       ctl_follow_button_get_type   (void);
/** Returns: (transfer floating) */
GtkWidget  *ctl_follow_button_new        (void);
gboolean    ctl_follow_button_get_mutual (GtkWidget *button);
void        ctl_follow_button_set_mutual (GtkWidget *button, gboolean mutual);

/* CtlModalButton: a button that walks a sequence of modes. */
GType       ctl_modal_button_get_type       (void);
/**
 * ctl_modal_button_new:
 * @titles: (array zero-terminated=1): one title per mode.
 * Returns: (transfer floating) (nullable): the button, or NULL (reported) for no titles.
 */
GtkWidget  *ctl_modal_button_new            (const char * const *titles);
int         ctl_modal_button_get_mode_index (GtkWidget *button);

/* CtlSwitch: a GtkSwitch with UISwitch's event rules; use GtkSwitch's API for its value. */
GType       ctl_switch_get_type (void);
/** Returns: (transfer floating) */
GtkWidget  *ctl_switch_new      (void);

/* CtlStepper: − and + that step a value. */
GType       ctl_stepper_get_type  (void);
/** Returns: (transfer floating) (nullable): NULL (reported) for an empty range or a zero step. */
GtkWidget  *ctl_stepper_new       (double minimum, double maximum, double step);
double      ctl_stepper_get_value (GtkWidget *stepper);
void        ctl_stepper_set_value (GtkWidget *stepper, double value);

/* CtlKnob: a rotary knob, 0 to 1. */
GType       ctl_knob_get_type  (void);
/** Returns: (transfer floating) */
GtkWidget  *ctl_knob_new       (void);
double      ctl_knob_get_value (GtkWidget *knob);
void        ctl_knob_set_value (GtkWidget *knob, double value);

/* CtlActivityIndicator: a spinner for work of unknown length. */
GType       ctl_activity_indicator_get_type      (void);
/** Returns: (transfer floating) */
GtkWidget  *ctl_activity_indicator_new           (void);
gboolean    ctl_activity_indicator_get_animating (GtkWidget *indicator);
void        ctl_activity_indicator_set_animating (GtkWidget *indicator, gboolean animating);

/* CtlProgressView: a progress bar, 0 to 1 (NaN refused and reported). */
GType       ctl_progress_view_get_type     (void);
/** Returns: (transfer floating) */
GtkWidget  *ctl_progress_view_new          (void);
double      ctl_progress_view_get_progress (GtkWidget *view);
void        ctl_progress_view_set_progress (GtkWidget *view, double progress);

/* CtlThermometer: a drawn level, 0 to 1. */
GType       ctl_thermometer_get_type  (void);
/** Returns: (transfer floating) */
GtkWidget  *ctl_thermometer_new       (void);
double      ctl_thermometer_get_value (GtkWidget *thermometer);
void        ctl_thermometer_set_value (GtkWidget *thermometer, double value);

/* CtlPickerView: drums whose rows come from a Swift data source (no C data source yet). */
GType       ctl_picker_view_get_type (void);

/* CtlDatePicker: month, day and year drums. */
GType       ctl_date_picker_get_type (void);
/** Returns: (transfer floating) */
GtkWidget  *ctl_date_picker_new      (int year, int month, int day);

/* CtlSearchBar: a search field with prompt, buttons and scope bar. */
GType       ctl_search_bar_get_type (void);
/** Returns: (transfer floating) */
GtkWidget  *ctl_search_bar_new      (void);
/** Returns: (transfer full): the text; free with g_free(). */
char       *ctl_search_bar_get_text (GtkWidget *bar);
void        ctl_search_bar_set_text (GtkWidget *bar, const char *text);

/* CtlSearchResultsView and CtlEditableList take their rows from Swift (no C source yet). */
GType       ctl_search_results_view_get_type  (void);
GType       ctl_editable_list_get_type        (void);
gboolean    ctl_editable_list_get_editing     (GtkWidget *list);
void        ctl_editable_list_set_editing     (GtkWidget *list, gboolean editing);

G_END_DECLS

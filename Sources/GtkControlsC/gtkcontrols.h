/* gtkcontrols.h: the GtkControls widgets from C.
 *
 * Link with libGtkControlsC.so (the GtkControlsC product of the Swift package) and GTK 4.
 * Call ctl_init() once after gtk_init(), before making a control or loading a .ui file that
 * names one. Every function runs on GTK's main thread, as GTK's own do.
 *
 * Each control is a GTK widget type: the *_new() functions return a floating reference, as
 * gtk_button_new() does, and the control lives until its widget is finalized. Properties and
 * signals (docs/widget-types.md lists them) work with g_object_get/set, g_signal_connect,
 * g_object_bind_property and GtkBuilder; the accessors here are shorthands for the main ones.
 * A function given an instance of another type reports it on stderr and does nothing.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * ctl_init:
 *
 * Registers every GtkControls widget type, so that GtkBuilder and g_type_from_name() find
 * them, and gives the default display the library's stylesheet and icons (compiled into the
 * library). Calling it again does nothing.
 */
void ctl_init (void);

/**
 * CtlStatefulButton:
 *
 * A #GtkButton whose title, icon and CSS classes follow its control state (highlighted, disabled, selected and the application's bits).
 */
typedef struct _CtlStatefulButton CtlStatefulButton;
#define CTL_TYPE_STATEFUL_BUTTON (ctl_stateful_button_get_type ())
#define CTL_STATEFUL_BUTTON(obj) (G_TYPE_CHECK_INSTANCE_CAST ((obj), CTL_TYPE_STATEFUL_BUTTON, CtlStatefulButton))
#define CTL_IS_STATEFUL_BUTTON(obj) (G_TYPE_CHECK_INSTANCE_TYPE ((obj), CTL_TYPE_STATEFUL_BUTTON))

GType ctl_stateful_button_get_type (void) G_GNUC_CONST;

/**
 * ctl_stateful_button_new:
 * @title: the title in every state that has none of its own
 *
 * Creates a `CtlStatefulButton`.
 *
 * Returns: (transfer floating): the new control
 */
GtkWidget *ctl_stateful_button_new (const char *title);

/**
 * ctl_stateful_button_get_title:
 * @self: a `CtlStatefulButton`
 *
 * Returns: (transfer full): the title in the normal state, and in every state without one of its own; free it with g_free()
 */
char * ctl_stateful_button_get_title (CtlStatefulButton *self);

/**
 * ctl_stateful_button_set_title:
 * @self: a `CtlStatefulButton`
 * @title: the title in the normal state, and in every state without one of its own
 *
 * Sets the title in the normal state.
 */
void ctl_stateful_button_set_title (CtlStatefulButton *self, const char * title);

/**
 * ctl_stateful_button_get_selected:
 * @self: a `CtlStatefulButton`
 *
 * Returns: whether the button is selected (the application's on/off flag)
 */
gboolean ctl_stateful_button_get_selected (CtlStatefulButton *self);

/**
 * ctl_stateful_button_set_selected:
 * @self: a `CtlStatefulButton`
 * @selected: whether the button is selected (the application's on/off flag)
 *
 * Sets whether the button is selected (the application's on/off flag).
 */
void ctl_stateful_button_set_selected (CtlStatefulButton *self, gboolean selected);

/**
 * CtlLoadingButton:
 *
 * A #CtlStatefulButton that can be loading: disabled, with a spinner.
 */
typedef struct _CtlLoadingButton CtlLoadingButton;
#define CTL_TYPE_LOADING_BUTTON (ctl_loading_button_get_type ())
#define CTL_LOADING_BUTTON(obj) (G_TYPE_CHECK_INSTANCE_CAST ((obj), CTL_TYPE_LOADING_BUTTON, CtlLoadingButton))
#define CTL_IS_LOADING_BUTTON(obj) (G_TYPE_CHECK_INSTANCE_TYPE ((obj), CTL_TYPE_LOADING_BUTTON))

GType ctl_loading_button_get_type (void) G_GNUC_CONST;

/**
 * ctl_loading_button_new:
 * @title: the title in every state that has none of its own
 *
 * Creates a `CtlLoadingButton`.
 *
 * Returns: (transfer floating): the new control
 */
GtkWidget *ctl_loading_button_new (const char *title);

/**
 * ctl_loading_button_get_loading:
 * @self: a `CtlLoadingButton`
 *
 * Returns: whether the button is loading
 */
gboolean ctl_loading_button_get_loading (CtlLoadingButton *self);

/**
 * ctl_loading_button_set_loading:
 * @self: a `CtlLoadingButton`
 * @loading: whether the button is loading
 *
 * Sets whether the button is loading.
 */
void ctl_loading_button_set_loading (CtlLoadingButton *self, gboolean loading);

/**
 * CtlFollowButton:
 *
 * The follow button: Follow, Followed, Mutual and loading.
 */
typedef struct _CtlFollowButton CtlFollowButton;
#define CTL_TYPE_FOLLOW_BUTTON (ctl_follow_button_get_type ())
#define CTL_FOLLOW_BUTTON(obj) (G_TYPE_CHECK_INSTANCE_CAST ((obj), CTL_TYPE_FOLLOW_BUTTON, CtlFollowButton))
#define CTL_IS_FOLLOW_BUTTON(obj) (G_TYPE_CHECK_INSTANCE_TYPE ((obj), CTL_TYPE_FOLLOW_BUTTON))

GType ctl_follow_button_get_type (void) G_GNUC_CONST;

/**
 * ctl_follow_button_new:
 *
 * Creates a `CtlFollowButton`.
 *
 * Returns: (transfer floating): the new control
 */
GtkWidget *ctl_follow_button_new (void);

/**
 * ctl_follow_button_get_mutual:
 * @self: a `CtlFollowButton`
 *
 * Returns: whether you follow each other (mutual also follows)
 */
gboolean ctl_follow_button_get_mutual (CtlFollowButton *self);

/**
 * ctl_follow_button_set_mutual:
 * @self: a `CtlFollowButton`
 * @mutual: whether you follow each other (mutual also follows)
 *
 * Sets whether you follow each other (mutual also follows).
 */
void ctl_follow_button_set_mutual (CtlFollowButton *self, gboolean mutual);

/**
 * CtlModalButton:
 *
 * A button that walks a sequence of modes (Download, Install, Complete!).
 */
typedef struct _CtlModalButton CtlModalButton;
#define CTL_TYPE_MODAL_BUTTON (ctl_modal_button_get_type ())
#define CTL_MODAL_BUTTON(obj) (G_TYPE_CHECK_INSTANCE_CAST ((obj), CTL_TYPE_MODAL_BUTTON, CtlModalButton))
#define CTL_IS_MODAL_BUTTON(obj) (G_TYPE_CHECK_INSTANCE_TYPE ((obj), CTL_TYPE_MODAL_BUTTON))

GType ctl_modal_button_get_type (void) G_GNUC_CONST;

/**
 * ctl_modal_button_new:
 * @titles: (array zero-terminated=1): one title per mode; the last of two or more is final
 *
 * Creates a `CtlModalButton`.
 *
 * Returns: (transfer floating) (nullable): the new control or %NULL (reported on stderr) when the arguments make no control
 */
GtkWidget *ctl_modal_button_new (const char * const *titles);

/**
 * ctl_modal_button_set_modes:
 * @self: a `CtlModalButton`
 * @titles: (array zero-terminated=1): one title per mode; the last of two or more is final
 *
 * Replaces the modes, stopping any work and starting again at the first. An empty list is
 * reported on stderr and changes nothing.
 */
void ctl_modal_button_set_modes (CtlModalButton *self, const char * const *titles);

/**
 * ctl_modal_button_get_mode_index:
 * @self: a `CtlModalButton`
 *
 * Returns: the index of the current mode
 */
int ctl_modal_button_get_mode_index (CtlModalButton *self);

/**
 * CtlSwitch:
 *
 * A #GtkSwitch with UISwitch's event rules: only a user's toggle emits #CtlSwitch::value-changed. Use #GtkSwitch's API for its value.
 */
typedef struct _CtlSwitch CtlSwitch;
#define CTL_TYPE_SWITCH (ctl_switch_get_type ())
#define CTL_SWITCH(obj) (G_TYPE_CHECK_INSTANCE_CAST ((obj), CTL_TYPE_SWITCH, CtlSwitch))
#define CTL_IS_SWITCH(obj) (G_TYPE_CHECK_INSTANCE_TYPE ((obj), CTL_TYPE_SWITCH))

GType ctl_switch_get_type (void) G_GNUC_CONST;

/**
 * ctl_switch_new:
 *
 * Creates a `CtlSwitch`.
 *
 * Returns: (transfer floating): the new control
 */
GtkWidget *ctl_switch_new (void);

/**
 * CtlStepper:
 *
 * A − and + pair that steps a value, with wrapping and accelerating autorepeat.
 */
typedef struct _CtlStepper CtlStepper;
#define CTL_TYPE_STEPPER (ctl_stepper_get_type ())
#define CTL_STEPPER(obj) (G_TYPE_CHECK_INSTANCE_CAST ((obj), CTL_TYPE_STEPPER, CtlStepper))
#define CTL_IS_STEPPER(obj) (G_TYPE_CHECK_INSTANCE_TYPE ((obj), CTL_TYPE_STEPPER))

GType ctl_stepper_get_type (void) G_GNUC_CONST;

/**
 * ctl_stepper_new:
 * @minimum: the lowest value
 * @maximum: the highest value, above @minimum
 * @step: how much one step changes the value, above 0
 *
 * Creates a `CtlStepper`.
 *
 * Returns: (transfer floating) (nullable): the new control or %NULL (reported on stderr) when the arguments make no control
 */
GtkWidget *ctl_stepper_new (double minimum, double maximum, double step);

/**
 * ctl_stepper_get_value:
 * @self: a `CtlStepper`
 *
 * Returns: the value, inside the stepper's range
 */
double ctl_stepper_get_value (CtlStepper *self);

/**
 * ctl_stepper_set_value:
 * @self: a `CtlStepper`
 * @value: the value, inside the stepper's range
 *
 * Sets the value.
 */
void ctl_stepper_set_value (CtlStepper *self, double value);

/**
 * CtlKnob:
 *
 * A rotary knob drawn in snapshot, 0 to 1.
 */
typedef struct _CtlKnob CtlKnob;
#define CTL_TYPE_KNOB (ctl_knob_get_type ())
#define CTL_KNOB(obj) (G_TYPE_CHECK_INSTANCE_CAST ((obj), CTL_TYPE_KNOB, CtlKnob))
#define CTL_IS_KNOB(obj) (G_TYPE_CHECK_INSTANCE_TYPE ((obj), CTL_TYPE_KNOB))

GType ctl_knob_get_type (void) G_GNUC_CONST;

/**
 * ctl_knob_new:
 *
 * Creates a `CtlKnob`.
 *
 * Returns: (transfer floating): the new control
 */
GtkWidget *ctl_knob_new (void);

/**
 * ctl_knob_get_value:
 * @self: a `CtlKnob`
 *
 * Returns: the value, 0 to 1
 */
double ctl_knob_get_value (CtlKnob *self);

/**
 * ctl_knob_set_value:
 * @self: a `CtlKnob`
 * @value: the value, 0 to 1
 *
 * Sets the value.
 */
void ctl_knob_set_value (CtlKnob *self, double value);

/**
 * CtlActivityIndicatorStyle:
 * @CTL_ACTIVITY_INDICATOR_STYLE_LARGE: a large spinner
 * @CTL_ACTIVITY_INDICATOR_STYLE_MEDIUM_WHITE: a medium spinner in white, for dark backgrounds
 * @CTL_ACTIVITY_INDICATOR_STYLE_GRAY: a small spinner in the theme's dimmed text colour
 *
 * UIKit's styles of activity indicator, the values of #CtlActivityIndicator:style.
 */
typedef enum {
  CTL_ACTIVITY_INDICATOR_STYLE_LARGE,
  CTL_ACTIVITY_INDICATOR_STYLE_MEDIUM_WHITE,
  CTL_ACTIVITY_INDICATOR_STYLE_GRAY,
} CtlActivityIndicatorStyle;
#define CTL_TYPE_ACTIVITY_INDICATOR_STYLE (ctl_activity_indicator_style_get_type ())

GType ctl_activity_indicator_style_get_type (void) G_GNUC_CONST;

/**
 * CtlActivityIndicator:
 *
 * A spinner for work of unknown length.
 */
typedef struct _CtlActivityIndicator CtlActivityIndicator;
#define CTL_TYPE_ACTIVITY_INDICATOR (ctl_activity_indicator_get_type ())
#define CTL_ACTIVITY_INDICATOR(obj) (G_TYPE_CHECK_INSTANCE_CAST ((obj), CTL_TYPE_ACTIVITY_INDICATOR, CtlActivityIndicator))
#define CTL_IS_ACTIVITY_INDICATOR(obj) (G_TYPE_CHECK_INSTANCE_TYPE ((obj), CTL_TYPE_ACTIVITY_INDICATOR))

GType ctl_activity_indicator_get_type (void) G_GNUC_CONST;

/**
 * ctl_activity_indicator_new:
 *
 * Creates a `CtlActivityIndicator`.
 *
 * Returns: (transfer floating): the new control
 */
GtkWidget *ctl_activity_indicator_new (void);

/**
 * ctl_activity_indicator_get_animating:
 * @self: a `CtlActivityIndicator`
 *
 * Returns: whether the indicator spins
 */
gboolean ctl_activity_indicator_get_animating (CtlActivityIndicator *self);

/**
 * ctl_activity_indicator_set_animating:
 * @self: a `CtlActivityIndicator`
 * @animating: whether the indicator spins
 *
 * Sets whether the indicator spins.
 */
void ctl_activity_indicator_set_animating (CtlActivityIndicator *self, gboolean animating);

/**
 * CtlProgressViewStyle:
 * @CTL_PROGRESS_VIEW_STYLE_DEFAULT: a thin bar, as in a toolbar or under a title
 * @CTL_PROGRESS_VIEW_STYLE_BAR: a thicker bar with a visible track
 *
 * UIKit's styles of progress view, the values of #CtlProgressView:style.
 */
typedef enum {
  CTL_PROGRESS_VIEW_STYLE_DEFAULT,
  CTL_PROGRESS_VIEW_STYLE_BAR,
} CtlProgressViewStyle;
#define CTL_TYPE_PROGRESS_VIEW_STYLE (ctl_progress_view_style_get_type ())

GType ctl_progress_view_style_get_type (void) G_GNUC_CONST;

/**
 * CtlProgressView:
 *
 * A progress bar drawn in snapshot, 0 to 1.
 */
typedef struct _CtlProgressView CtlProgressView;
#define CTL_TYPE_PROGRESS_VIEW (ctl_progress_view_get_type ())
#define CTL_PROGRESS_VIEW(obj) (G_TYPE_CHECK_INSTANCE_CAST ((obj), CTL_TYPE_PROGRESS_VIEW, CtlProgressView))
#define CTL_IS_PROGRESS_VIEW(obj) (G_TYPE_CHECK_INSTANCE_TYPE ((obj), CTL_TYPE_PROGRESS_VIEW))

GType ctl_progress_view_get_type (void) G_GNUC_CONST;

/**
 * ctl_progress_view_new:
 *
 * Creates a `CtlProgressView`.
 *
 * Returns: (transfer floating): the new control
 */
GtkWidget *ctl_progress_view_new (void);

/**
 * ctl_progress_view_get_progress:
 * @self: a `CtlProgressView`
 *
 * Returns: the progress, 0 to 1 (NaN is refused)
 */
double ctl_progress_view_get_progress (CtlProgressView *self);

/**
 * ctl_progress_view_set_progress:
 * @self: a `CtlProgressView`
 * @progress: the progress, 0 to 1 (NaN is refused)
 *
 * Sets the progress.
 */
void ctl_progress_view_set_progress (CtlProgressView *self, double progress);

/**
 * CtlThermometer:
 *
 * A level drawn in snapshot, 0 to 1.
 */
typedef struct _CtlThermometer CtlThermometer;
#define CTL_TYPE_THERMOMETER (ctl_thermometer_get_type ())
#define CTL_THERMOMETER(obj) (G_TYPE_CHECK_INSTANCE_CAST ((obj), CTL_TYPE_THERMOMETER, CtlThermometer))
#define CTL_IS_THERMOMETER(obj) (G_TYPE_CHECK_INSTANCE_TYPE ((obj), CTL_TYPE_THERMOMETER))

GType ctl_thermometer_get_type (void) G_GNUC_CONST;

/**
 * ctl_thermometer_new:
 *
 * Creates a `CtlThermometer`.
 *
 * Returns: (transfer floating): the new control
 */
GtkWidget *ctl_thermometer_new (void);

/**
 * ctl_thermometer_get_value:
 * @self: a `CtlThermometer`
 *
 * Returns: the level, 0 to 1
 */
double ctl_thermometer_get_value (CtlThermometer *self);

/**
 * ctl_thermometer_set_value:
 * @self: a `CtlThermometer`
 * @value: the level, 0 to 1
 *
 * Sets the level.
 */
void ctl_thermometer_set_value (CtlThermometer *self, double value);

/**
 * CtlPickerView:
 *
 * Drums that turn to a row: one drum per component, whose rows come from a list model of
 * string lists (#GtkStringList, or any #GListModel of #GtkStringObject).
 */
typedef struct _CtlPickerView CtlPickerView;
#define CTL_TYPE_PICKER_VIEW (ctl_picker_view_get_type ())
#define CTL_PICKER_VIEW(obj) (G_TYPE_CHECK_INSTANCE_CAST ((obj), CTL_TYPE_PICKER_VIEW, CtlPickerView))
#define CTL_IS_PICKER_VIEW(obj) (G_TYPE_CHECK_INSTANCE_TYPE ((obj), CTL_TYPE_PICKER_VIEW))

GType ctl_picker_view_get_type (void) G_GNUC_CONST;

/**
 * ctl_picker_view_new:
 * @model: (nullable): the drums: a #GListModel with one #GListModel of #GtkStringObject per drum
 *
 * Creates a `CtlPickerView`. It follows the models' changes: a list added to @model is a new
 * drum, a row added to a list a new row.
 *
 * Returns: (transfer floating): the new control
 */
GtkWidget *ctl_picker_view_new (GListModel *model);

/**
 * ctl_picker_view_get_model:
 * @self: a `CtlPickerView`
 *
 * Returns: (transfer none) (nullable): the drums' model
 */
GListModel *ctl_picker_view_get_model (CtlPickerView *self);

/**
 * ctl_picker_view_set_model:
 * @self: a `CtlPickerView`
 * @model: (nullable): the drums: a #GListModel with one #GListModel of #GtkStringObject per drum
 *
 * Sets the drums' model.
 */
void ctl_picker_view_set_model (CtlPickerView *self, GListModel *model);

/**
 * CtlDatePicker:
 *
 * Month, day and year drums.
 */
typedef struct _CtlDatePicker CtlDatePicker;
#define CTL_TYPE_DATE_PICKER (ctl_date_picker_get_type ())
#define CTL_DATE_PICKER(obj) (G_TYPE_CHECK_INSTANCE_CAST ((obj), CTL_TYPE_DATE_PICKER, CtlDatePicker))
#define CTL_IS_DATE_PICKER(obj) (G_TYPE_CHECK_INSTANCE_TYPE ((obj), CTL_TYPE_DATE_PICKER))

GType ctl_date_picker_get_type (void) G_GNUC_CONST;

/**
 * ctl_date_picker_new:
 * @year: the year
 * @month: the month, 1 to 12
 * @day: the day of the month (kept inside the month)
 *
 * Creates a `CtlDatePicker`.
 *
 * Returns: (transfer floating): the new control
 */
GtkWidget *ctl_date_picker_new (int year, int month, int day);

/**
 * CtlSearchBar:
 *
 * A search field with prompt, bookmark, results and Cancel buttons and a scope bar.
 */
typedef struct _CtlSearchBar CtlSearchBar;
#define CTL_TYPE_SEARCH_BAR (ctl_search_bar_get_type ())
#define CTL_SEARCH_BAR(obj) (G_TYPE_CHECK_INSTANCE_CAST ((obj), CTL_TYPE_SEARCH_BAR, CtlSearchBar))
#define CTL_IS_SEARCH_BAR(obj) (G_TYPE_CHECK_INSTANCE_TYPE ((obj), CTL_TYPE_SEARCH_BAR))

GType ctl_search_bar_get_type (void) G_GNUC_CONST;

/**
 * ctl_search_bar_new:
 *
 * Creates a `CtlSearchBar`.
 *
 * Returns: (transfer floating): the new control
 */
GtkWidget *ctl_search_bar_new (void);

/**
 * ctl_search_bar_get_text:
 * @self: a `CtlSearchBar`
 *
 * Returns: (transfer full): the text in the field; free it with g_free()
 */
char * ctl_search_bar_get_text (CtlSearchBar *self);

/**
 * ctl_search_bar_set_text:
 * @self: a `CtlSearchBar`
 * @text: the text in the field
 *
 * Sets the text in the field.
 */
void ctl_search_bar_set_text (CtlSearchBar *self, const char * text);

/**
 * CtlSearchResultsView:
 *
 * Search results in a virtualised list (titles from Swift, for now).
 */
typedef struct _CtlSearchResultsView CtlSearchResultsView;
#define CTL_TYPE_SEARCH_RESULTS_VIEW (ctl_search_results_view_get_type ())
#define CTL_SEARCH_RESULTS_VIEW(obj) (G_TYPE_CHECK_INSTANCE_CAST ((obj), CTL_TYPE_SEARCH_RESULTS_VIEW, CtlSearchResultsView))
#define CTL_IS_SEARCH_RESULTS_VIEW(obj) (G_TYPE_CHECK_INSTANCE_TYPE ((obj), CTL_TYPE_SEARCH_RESULTS_VIEW))

GType ctl_search_results_view_get_type (void) G_GNUC_CONST;

/**
 * CtlEditableList:
 *
 * A list whose Delete slides in per row (rows from Swift, for now).
 */
typedef struct _CtlEditableList CtlEditableList;
#define CTL_TYPE_EDITABLE_LIST (ctl_editable_list_get_type ())
#define CTL_EDITABLE_LIST(obj) (G_TYPE_CHECK_INSTANCE_CAST ((obj), CTL_TYPE_EDITABLE_LIST, CtlEditableList))
#define CTL_IS_EDITABLE_LIST(obj) (G_TYPE_CHECK_INSTANCE_TYPE ((obj), CTL_TYPE_EDITABLE_LIST))

GType ctl_editable_list_get_type (void) G_GNUC_CONST;

/**
 * ctl_editable_list_get_editing:
 * @self: a `CtlEditableList`
 *
 * Returns: whether the rows show their minus controls
 */
gboolean ctl_editable_list_get_editing (CtlEditableList *self);

/**
 * ctl_editable_list_set_editing:
 * @self: a `CtlEditableList`
 * @editing: whether the rows show their minus controls
 *
 * Sets whether the rows show their minus controls.
 */
void ctl_editable_list_set_editing (CtlEditableList *self, gboolean editing);

G_END_DECLS

// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
// The C shim over GTK 4: only what Swift cannot import by itself. No logic lives here.
#ifndef GTKCONTROLS_CGTK_SHIM_H
#define GTKCONTROLS_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <gmodule.h>
#include <sys/stat.h>
#include <sys/eventfd.h>
// gettext's bindtextdomain, textdomain and bind_textdomain_codeset (glibc).
#include <libintl.h>

// libdispatch's main-queue hooks: exported by the toolchain's libdispatch, declared in no
// public header. They let GLib's loop drain Swift's main queue (see MainLoopBridge.swift).
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

// Cast macros that Swift cannot import.
static inline GtkWidget *cgtk_widget(gpointer instance) { return GTK_WIDGET(instance); }
static inline GObject *cgtk_object(gpointer instance) { return G_OBJECT(instance); }
static inline GObjectClass *cgtk_object_class(gpointer instance) { return G_OBJECT_GET_CLASS(instance); }
static inline GtkWindow *cgtk_window(gpointer instance) { return GTK_WINDOW(instance); }
static inline GtkButton *cgtk_button(gpointer instance) { return GTK_BUTTON(instance); }
static inline GtkBox *cgtk_box(gpointer instance) { return GTK_BOX(instance); }
static inline GtkGrid *cgtk_grid(gpointer instance) { return GTK_GRID(instance); }
static inline GtkLabel *cgtk_label(gpointer instance) { return GTK_LABEL(instance); }
static inline GtkStack *cgtk_stack(gpointer instance) { return GTK_STACK(instance); }
static inline GtkListBox *cgtk_list_box(gpointer instance) { return GTK_LIST_BOX(instance); }
static inline GtkListBoxRow *cgtk_list_box_row(gpointer instance) { return GTK_LIST_BOX_ROW(instance); }
static inline GtkToggleButton *cgtk_toggle_button(gpointer instance) { return GTK_TOGGLE_BUTTON(instance); }
static inline GtkText *cgtk_text(gpointer instance) { return GTK_TEXT(instance); }
static inline GtkPopover *cgtk_popover(gpointer instance) { return GTK_POPOVER(instance); }
static inline GtkCheckButton *cgtk_check_button(gpointer instance) { return GTK_CHECK_BUTTON(instance); }
static inline GtkDrawingArea *cgtk_drawing_area(gpointer instance) { return GTK_DRAWING_AREA(instance); }
static inline GtkScrolledWindow *cgtk_scrolled_window(gpointer instance) { return GTK_SCROLLED_WINDOW(instance); }
static inline GtkAccessible *cgtk_accessible(gpointer instance) { return GTK_ACCESSIBLE(instance); }
static inline GtkGesture *cgtk_gesture(gpointer instance) { return GTK_GESTURE(instance); }
static inline GtkGestureSingle *cgtk_gesture_single(gpointer instance) { return GTK_GESTURE_SINGLE(instance); }
static inline GtkEventController *cgtk_event_controller(gpointer instance) { return GTK_EVENT_CONTROLLER(instance); }
static inline GApplication *cgtk_application(gpointer instance) { return G_APPLICATION(instance); }
static inline const char *cgtk_type_name(gpointer instance) { return G_OBJECT_TYPE_NAME(instance); }

// Variadic construction: the accessible role is a construct-only property.
static inline GtkWidget *cgtk_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

// Variadic property access.
static inline gboolean cgtk_get_bool_property(gpointer object, const char *name) {
    gboolean value = FALSE;
    g_object_get(object, name, &value, NULL);
    return value;
}
static inline void cgtk_set_bool_property(gpointer object, const char *name, gboolean value) {
    g_object_set(object, name, value, NULL);
}
static inline gint cgtk_get_int_property(gpointer object, const char *name) {
    gint value = 0;
    g_object_get(object, name, &value, NULL);
    return value;
}
static inline void cgtk_set_int_property(gpointer object, const char *name, gint value) {
    g_object_set(object, name, value, NULL);
}
static inline void cgtk_set_string_property(gpointer object, const char *name, const char *value) {
    g_object_set(object, name, value, NULL);
}
static inline char *cgtk_get_string_property(gpointer object, const char *name) {
    char *value = NULL;
    g_object_get(object, name, &value, NULL);
    return value;
}

// GTK 4.8 has no getter for accessible properties; its test API compares them, and is variadic.
// Returns NULL when the string property is `value`, or the value it has (g_free it).
static inline char *cgtk_test_accessible_check_string_property(gpointer accessible, GtkAccessibleProperty property,
                                                               const char *value) {
    return gtk_test_accessible_check_property(GTK_ACCESSIBLE(accessible), property, value);
}
static inline char *cgtk_test_accessible_check_double_property(gpointer accessible, GtkAccessibleProperty property, double value) {
    return gtk_test_accessible_check_property(GTK_ACCESSIBLE(accessible), property, value);
}

// Type macros for widget types registered from Swift.
static inline GType cgtk_type_of(gpointer instance) { return G_TYPE_FROM_INSTANCE(instance); }
static inline GType cgtk_type_from_class(gpointer klass) { return G_TYPE_FROM_CLASS(klass); }
static inline GType cgtk_type_none(void) { return G_TYPE_NONE; }

// GValue type checks are macros.
static inline gboolean cgtk_is_gesture_click(gpointer instance) { return GTK_IS_GESTURE_CLICK(instance); }
static inline gboolean cgtk_value_holds_object(const GValue *value) { return G_VALUE_HOLDS_OBJECT(value); }
static inline gboolean cgtk_value_holds_boxed(const GValue *value) { return G_VALUE_HOLDS_BOXED(value); }

// The one place that knows which GTK the library is built against: calls that GTK replaced
// in a later version, each taking the newer API where the GTK has it and the older one
// (not deprecated there) otherwise. Nothing else in the project tests GTK's version.

// The widget's CSS `color` (GTK 4.10 deprecated GtkStyleContext for gtk_widget_get_color).
static inline void cgtk_widget_get_color(GtkWidget *widget, GdkRGBA *color) {
#if GTK_CHECK_VERSION(4, 10, 0)
    gtk_widget_get_color(widget, color);
#else
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), color);
#endif
}

// Replaces what `provider` holds with the CSS in `css` (GTK 4.12 deprecated load_from_data).
static inline void cgtk_css_provider_load_string(GtkCssProvider *provider, const char *css) {
#if GTK_CHECK_VERSION(4, 12, 0)
    gtk_css_provider_load_from_string(provider, css);
#else
    gtk_css_provider_load_from_data(provider, css, -1);
#endif
}

// Whether this GTK has GtkAccessibleRange (4.10): a custom control's value is then exposed
// as a value, with its minimum, maximum and text.
static inline gboolean cgtk_has_accessible_range(void) { return GTK_CHECK_VERSION(4, 10, 0); }

// Whether this GTK (4.12 and later) lists a widget whose HIDDEN state was set before it was
// in a window, until that state changes while it is on screen. GTK 4.8 keeps the state.
static inline gboolean cgtk_lists_widgets_hidden_before_root(void) { return GTK_CHECK_VERSION(4, 12, 0); }

// What an assistive technology calls to set a control's value: TRUE if the control took it.
typedef gboolean (*CGtkSetAccessibleValue)(GtkWidget *widget, double value);
typedef struct { CGtkSetAccessibleValue set_value; } CGtkAccessibleRangeSetter;

#if GTK_CHECK_VERSION(4, 10, 0)
static inline gboolean cgtk_accessible_range_set_current_value(GtkAccessibleRange *range, double value) {
    GQuark key = g_quark_from_static_string("cgtk-range-setter");
    for (GType type = G_TYPE_FROM_INSTANCE(range); type != 0; type = g_type_parent(type)) {
        CGtkAccessibleRangeSetter *setter = g_type_get_qdata(type, key);
        if (setter != NULL) return setter->set_value(GTK_WIDGET(range), value);
    }
    return FALSE;
}

static inline void cgtk_accessible_range_init(gpointer iface, gpointer data) {
    (void)data;
    ((GtkAccessibleRangeInterface *)iface)->set_current_value = cgtk_accessible_range_set_current_value;
}
#endif

// Makes the widget type `type` a GtkAccessibleRange (GTK 4.10), whose value `set_value` sets;
// call it before the type's class is first used. Does nothing on an older GTK.
static inline void cgtk_type_add_accessible_range(GType type, CGtkSetAccessibleValue set_value) {
#if GTK_CHECK_VERSION(4, 10, 0)
    CGtkAccessibleRangeSetter *setter = g_new(CGtkAccessibleRangeSetter, 1);
    setter->set_value = set_value;
    g_type_set_qdata(type, g_quark_from_static_string("cgtk-range-setter"), setter);
    const GInterfaceInfo info = { cgtk_accessible_range_init, NULL, NULL };
    g_type_add_interface_static(type, GTK_TYPE_ACCESSIBLE_RANGE, &info);
#else
    (void)type; (void)set_value;
#endif
}

// Whether this GTK has gtk_accessible_announce (4.14), and the call itself where it does.
static inline gboolean cgtk_has_accessible_announce(void) { return GTK_CHECK_VERSION(4, 14, 0); }
static inline void cgtk_accessible_announce(gpointer accessible, const char *message) {
#if GTK_CHECK_VERSION(4, 14, 0)
    gtk_accessible_announce(GTK_ACCESSIBLE(accessible), message, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
#else
    (void)accessible; (void)message;
#endif
}

// The accessible label of the GtkListView row that shows `item` (GTK 4.12; the row takes it
// on every bind). Does nothing on an older GTK, where the row widget is named directly.
static inline void cgtk_list_item_set_accessible_label(GtkListItem *item, const char *label) {
#if GTK_CHECK_VERSION(4, 12, 0)
    gtk_list_item_set_accessible_label(item, label);
#else
    (void)item; (void)label;
#endif
}

// The entry point of an external ControlsDemo plugin (see ControlsDemo/ExternalPlugins.swift).
typedef GtkWidget *(*CGtkPluginCreatePage)(GError **error);
static inline GtkWidget *cgtk_call_plugin_entry(gpointer symbol, GError **error) {
    return ((CGtkPluginCreatePage)symbol)(error);
}

#endif

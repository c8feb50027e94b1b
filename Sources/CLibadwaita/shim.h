// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
// libadwaita for ControlsDemo alone: the library (GtkControls, its C API) never links it.
//
// The one place that knows which libadwaita the demo is built against: Debian 12 has 1.2,
// Debian 13 has 1.7. Where a newer libadwaita has a better widget, these take it, and the 1.2
// one otherwise. Nothing else in the demo tests libadwaita's version.
#pragma once
// GTK through CGtk's module first: GTK's types and constants stay CGtk's, and files that see
// only CGtk (or CGLib) still find them.
#include "../CGtk/shim.h"
#include <adwaita.h>

static inline AdwApplicationWindow *cadw_application_window(gpointer instance) { return ADW_APPLICATION_WINDOW(instance); }
static inline AdwHeaderBar *cadw_header_bar(gpointer instance) { return ADW_HEADER_BAR(instance); }
static inline AdwToastOverlay *cadw_toast_overlay(gpointer instance) { return ADW_TOAST_OVERLAY(instance); }

// How wide a window may be and still show the pages beside their list: narrower, the list and
// a page are shown one at a time. The page alone then has at least the width of a phone.
enum { CADW_PAGE_MIN_WIDTH = 360, CADW_SIDEBAR_WIDTH = 240 };

#if !ADW_CHECK_VERSION(1, 4, 0)
static inline void cadw_leaflet_back(GtkWidget *button, gpointer leaflet) {
    (void)button;
    adw_leaflet_navigate(ADW_LEAFLET(leaflet), ADW_NAVIGATION_DIRECTION_BACK);
}

static inline gboolean cadw_leaflet_escape(GtkWidget *leaflet, GVariant *arguments, gpointer data) {
    (void)arguments; (void)data;
    return adw_leaflet_get_folded(ADW_LEAFLET(leaflet))
        && g_strcmp0(adw_leaflet_get_visible_child_name(ADW_LEAFLET(leaflet)), "content") == 0
        && adw_leaflet_navigate(ADW_LEAFLET(leaflet), ADW_NAVIGATION_DIRECTION_BACK);
}
#endif

// The pages beside their list, as a window `window` of libadwaita lays them out, for `sidebar`
// and `content`, each a column topped by its header bar. Below 600 px they take turns: from
// libadwaita 1.4, an AdwNavigationSplitView that an AdwBreakpoint collapses, its header bars
// showing the Back button; on 1.2, an AdwLeaflet that folds, with a Back button named
// `back_label` in `content_header`. Back is Alt+Left (or the pointer's Back button, or a
// swipe) and Escape when nothing on the page takes it, as AdwNavigationView has them.
static inline GtkWidget *cadw_split_view_new(AdwApplicationWindow *window, const char *sidebar_title,
                                             GtkWidget *sidebar, AdwHeaderBar *sidebar_header,
                                             GtkWidget *content, AdwHeaderBar *content_header,
                                             const char *back_label) {
#if ADW_CHECK_VERSION(1, 4, 0)
    (void)sidebar_header; (void)content_header; (void)back_label;
    AdwNavigationSplitView *view = ADW_NAVIGATION_SPLIT_VIEW(adw_navigation_split_view_new());
    adw_navigation_split_view_set_sidebar(view, adw_navigation_page_new(sidebar, sidebar_title));
    adw_navigation_split_view_set_content(view, adw_navigation_page_new_with_tag(content, "", "content"));
    adw_navigation_split_view_set_min_sidebar_width(view, CADW_SIDEBAR_WIDTH);
    adw_navigation_split_view_set_max_sidebar_width(view, CADW_SIDEBAR_WIDTH);
    AdwBreakpoint *narrow = adw_breakpoint_new(adw_breakpoint_condition_parse("max-width: 600sp"));
    GValue collapsed = G_VALUE_INIT;
    g_value_init(&collapsed, G_TYPE_BOOLEAN);
    g_value_set_boolean(&collapsed, TRUE);
    adw_breakpoint_add_setter(narrow, G_OBJECT(view), "collapsed", &collapsed);
    adw_application_window_add_breakpoint(window, narrow);
    // With breakpoints the window's least size is set, not taken from its content (which
    // then may not ask for more: the window's border takes a part of it).
    gtk_widget_set_size_request(GTK_WIDGET(window), CADW_PAGE_MIN_WIDTH, 294);
    return GTK_WIDGET(view);
#else
    (void)window; (void)sidebar_title;
    // The leaflet folds when the two columns' least widths do not fit.
    gtk_widget_set_size_request(content, CADW_PAGE_MIN_WIDTH, -1);
    AdwLeaflet *leaflet = ADW_LEAFLET(adw_leaflet_new());
    gtk_widget_set_size_request(sidebar, CADW_SIDEBAR_WIDTH, -1);
    adw_leaflet_page_set_name(adw_leaflet_append(leaflet, sidebar), "sidebar");
    AdwLeafletPage *separator = adw_leaflet_append(leaflet, gtk_separator_new(GTK_ORIENTATION_VERTICAL));
    adw_leaflet_page_set_navigatable(separator, FALSE);
    adw_leaflet_page_set_name(adw_leaflet_append(leaflet, content), "content");
    adw_leaflet_set_can_navigate_back(leaflet, TRUE);
    // Unfolded, the two header bars read as one: window buttons at its two ends only.
    g_object_bind_property(leaflet, "folded", sidebar_header, "show-end-title-buttons", G_BINDING_SYNC_CREATE);
    g_object_bind_property(leaflet, "folded", content_header, "show-start-title-buttons", G_BINDING_SYNC_CREATE);
    GtkWidget *back = gtk_button_new_from_icon_name("go-previous-symbolic");
    gtk_widget_set_tooltip_text(back, back_label);
    gtk_accessible_update_property(GTK_ACCESSIBLE(back), GTK_ACCESSIBLE_PROPERTY_LABEL, back_label, -1);
    g_signal_connect(back, "clicked", G_CALLBACK(cadw_leaflet_back), leaflet);
    g_object_bind_property(leaflet, "folded", back, "visible", G_BINDING_SYNC_CREATE);
    adw_header_bar_pack_start(content_header, back);
    GtkEventController *escape = gtk_shortcut_controller_new();
    gtk_shortcut_controller_add_shortcut(GTK_SHORTCUT_CONTROLLER(escape), gtk_shortcut_new(
        gtk_keyval_trigger_new(GDK_KEY_Escape, 0), gtk_callback_action_new(cadw_leaflet_escape, NULL, NULL)));
    gtk_widget_add_controller(GTK_WIDGET(leaflet), escape);
    return GTK_WIDGET(leaflet);
#endif
}

// Which of the two is shown, the content (the page) or the sidebar, where they take turns:
// now, or when the window becomes narrow.
static inline void cadw_split_view_show_content(GtkWidget *view, gboolean content) {
#if ADW_CHECK_VERSION(1, 4, 0)
    adw_navigation_split_view_set_show_content(ADW_NAVIGATION_SPLIT_VIEW(view), content);
#else
    adw_leaflet_set_visible_child_name(ADW_LEAFLET(view), content ? "content" : "sidebar");
#endif
}

// Whether the content is the one shown where the two take turns (or will be, when they do).
static inline gboolean cadw_split_view_shows_content(GtkWidget *view) {
#if ADW_CHECK_VERSION(1, 4, 0)
    return adw_navigation_split_view_get_show_content(ADW_NAVIGATION_SPLIT_VIEW(view));
#else
    return g_strcmp0(adw_leaflet_get_visible_child_name(ADW_LEAFLET(view)), "content") == 0;
#endif
}

// Whether the list and the page take turns (the window is narrow).
static inline gboolean cadw_split_view_is_collapsed(GtkWidget *view) {
#if ADW_CHECK_VERSION(1, 4, 0)
    return adw_navigation_split_view_get_collapsed(ADW_NAVIGATION_SPLIT_VIEW(view));
#else
    return adw_leaflet_get_folded(ADW_LEAFLET(view));
#endif
}

// Names the content `title` where the split view shows it (the Back button's page).
static inline void cadw_split_view_set_content_title(GtkWidget *view, const char *title) {
#if ADW_CHECK_VERSION(1, 4, 0)
    adw_navigation_page_set_title(adw_navigation_split_view_get_content(ADW_NAVIGATION_SPLIT_VIEW(view)), title);
#else
    (void)view; (void)title;
#endif
}

// A new About window (libadwaita 1.2) or dialog (1.5), for cadw_about_present. Its properties
// are the same in both: application-name, version, license-type, debug-info and so on.
static inline GObject *cadw_about_new(void) {
#if ADW_CHECK_VERSION(1, 5, 0)
    return G_OBJECT(adw_about_dialog_new());
#else
    return G_OBJECT(adw_about_window_new());
#endif
}

#if ADW_CHECK_VERSION(1, 5, 0)
static inline gboolean cadw_unref_once(gpointer object) {
    g_object_unref(object);
    return G_SOURCE_REMOVE;
}

// libadwaita 1.5 to 1.8.6 and 1.9.2 (Debian 13 has 1.7.6) tidy the About dialog's legal page in
// an idle that closing the dialog does not remove (fixed by libadwaita's f57d43a5): a dialog
// closed before that idle ran was used after it was freed, and failed an assertion or crashed.
// A closed dialog stays alive until the idles queued before it closed have run.
static inline void cadw_dialog_outlive_idles(AdwDialog *dialog, gpointer data) {
    (void)data;
    g_idle_add_full(G_PRIORITY_LOW, cadw_unref_once, g_object_ref(dialog), NULL);
}
#endif

// When `widget` is actionable with the action `prefix`.`entry`'s name, makes it answer that
// action itself with `entry` (called with `data`), before any ancestor does, however the
// action is activated on it; its action keeps its name. (A group on an ancestor would not do:
// a widget's actions are looked up from the ancestors that had actions when it was made.)
// Returns whether it does.
static inline gboolean cadw_answer_own_action(GtkWidget *widget, const char *prefix, const GActionEntry *entry, gpointer data) {
    char *action = g_strconcat(prefix, ".", entry->name, NULL);
    gboolean answers = GTK_IS_ACTIONABLE(widget) && g_strcmp0(gtk_actionable_get_action_name(GTK_ACTIONABLE(widget)), action) == 0;
    g_free(action);
    if (!answers) return FALSE;
    GSimpleActionGroup *group = g_simple_action_group_new();
    g_action_map_add_action_entries(G_ACTION_MAP(group), entry, 1, data);
    gtk_widget_insert_action_group(widget, prefix, G_ACTION_GROUP(group));
    g_object_unref(group);
    return TRUE;
}

// cadw_answer_own_action for `widget` and every widget below it; returns the last that answers.
static inline GtkWidget *cadw_answer_own_action_below(GtkWidget *widget, const char *prefix, const GActionEntry *entry, gpointer data) {
    GtkWidget *answering = cadw_answer_own_action(widget, prefix, entry, data) ? widget : NULL;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        GtkWidget *below = cadw_answer_own_action_below(child, prefix, entry, data);
        if (below) answering = below;
    }
    return answering;
}

#if ADW_CHECK_VERSION(1, 5, 0)
// Whether `page` is in `view`'s navigation stack (shown, or under the page shown).
static inline gboolean cadw_navigation_stack_holds(AdwNavigationView *view, AdwNavigationPage *page) {
    GListModel *stack = adw_navigation_view_get_navigation_stack(view);
    gboolean holds = FALSE;
    for (guint index = 0; !holds && index < g_list_model_get_n_items(stack); index++) {
        gpointer item = g_list_model_get_item(stack, index);
        holds = item == (gpointer)page;
        g_object_unref(item);
    }
    g_object_unref(stack);
    return holds;
}

// navigation.push for a widget below `view`: pushes the page tagged `tag` unless it is in the
// navigation stack already.
static inline void cadw_push_unless_held(GSimpleAction *action, GVariant *tag, gpointer view) {
    (void)action;
    AdwNavigationPage *page = adw_navigation_view_find_page(ADW_NAVIGATION_VIEW(view), g_variant_get_string(tag, NULL));
    if (page && cadw_navigation_stack_holds(ADW_NAVIGATION_VIEW(view), page)) return;
    gtk_widget_activate_action_variant(GTK_WIDGET(view), "navigation.push", tag);
}

// A push of a page already in the navigation stack is a critical warning, and the About
// dialog's rows push their page with navigation.push each time they are activated: the monkey
// met it on Troubleshooting, Legal and Debugging Information (Debian 13). Every button or row
// below `widget` whose action is navigation.push (of `view`, or of a view below) answers that
// action itself (cadw_answer_own_action) with cadw_push_unless_held: however it is activated,
// its page is pushed once.
static inline void cadw_pushes_once(GtkWidget *widget, AdwNavigationView *view) {
    static const GActionEntry push = { .name = "push", .activate = cadw_push_unless_held, .parameter_type = "s" };
    if (view) cadw_answer_own_action(widget, "navigation", &push, view);
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        cadw_pushes_once(child, ADW_IS_NAVIGATION_VIEW(child) ? ADW_NAVIGATION_VIEW(child) : view);
    }
}
#endif

#if !ADW_CHECK_VERSION(1, 3, 0)
// The About window's object data: its "Copied to clipboard" toast while it is up, and when the
// last one was dismissed (g_get_monotonic_time, plus one so that it is never NULL).
#define CADW_COPIED_TOAST "cadw-copied-toast"
#define CADW_COPIED_TOAST_GONE "cadw-copied-toast-gone"
// How long a dismissed toast takes to slide out (libadwaita 1.2's HIDE_DURATION), and a frame.
enum { CADW_TOAST_HIDE_USEC = (300 + 20) * 1000 };

static inline void cadw_forget_copied_toast(AdwToast *toast, GObject *about) {
    (void)toast;
    g_object_set_data(about, CADW_COPIED_TOAST, NULL);
    g_object_set_data(about, CADW_COPIED_TOAST_GONE, GSIZE_TO_POINTER((gsize)g_get_monotonic_time() + 1));
}

// Whether the About window `about` may show a new toast: none is up or sliding out.
static inline gboolean cadw_may_show_copied_toast(GObject *about) {
    gsize gone = GPOINTER_TO_SIZE(g_object_get_data(about, CADW_COPIED_TOAST_GONE));
    return !g_object_get_data(about, CADW_COPIED_TOAST) && (!gone || g_get_monotonic_time() - (gint64)gone >= CADW_TOAST_HIDE_USEC);
}

// The first toast overlay below `widget`, depth first.
static inline AdwToastOverlay *cadw_toast_overlay_below(GtkWidget *widget) {
    if (ADW_IS_TOAST_OVERLAY(widget)) return ADW_TOAST_OVERLAY(widget);
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        AdwToastOverlay *overlay = cadw_toast_overlay_below(child);
        if (overlay) return overlay;
    }
    return NULL;
}

// Copies the About window's string property `property`, as its own action does, and says so
// in a toast when cadw_may_show_copied_toast.
static inline void cadw_copy_property(GSimpleAction *action, GVariant *property, gpointer about) {
    (void)action;
    char *value = NULL;
    g_object_get(about, g_variant_get_string(property, NULL), &value, NULL);
    if (value && *value) {
        gdk_clipboard_set_text(gtk_widget_get_clipboard(GTK_WIDGET(about)), value);
        AdwToastOverlay *overlay = cadw_toast_overlay_below(GTK_WIDGET(about));
        if (overlay && cadw_may_show_copied_toast(G_OBJECT(about))) {
            AdwToast *toast = adw_toast_new(g_dgettext("libadwaita", "Copied to clipboard"));
            g_signal_connect_object(toast, "dismissed", G_CALLBACK(cadw_forget_copied_toast), about, 0);
            g_object_set_data(G_OBJECT(about), CADW_COPIED_TOAST, toast);
            adw_toast_overlay_add_toast(overlay, toast);
        }
    }
    g_free(value);
}

// libadwaita 1.2 frees a toast dismissed while it slides in, when the one before it slid out
// as it came (its slide in is longer then), and uses it when its slide ends (fixed in 1.3 by
// libadwaita's 1674ebc9). Its About window queues a "Copied to clipboard" toast at each copy:
// the monkey (Debian 12) copied twice, closed the first toast, closed the second as it came,
// and the demo crashed. Every copy button of `about` answers about.copy-property itself
// (cadw_answer_own_action) with cadw_copy_property, which shows a toast only while no other is
// up or sliding out (the text is copied all the same).
static inline void cadw_copies_with_one_toast(GObject *about) {
    static const GActionEntry copy = { .name = "copy-property", .activate = cadw_copy_property, .parameter_type = "s" };
    cadw_answer_own_action_below(GTK_WIDGET(about), "about", &copy, about);
}
#endif

// The debugging information of an About window or dialog on its way to a file: its text, the
// About (to report a failure over while it is open) and the window it was shown over.
typedef struct {
    GBytes *text;
    GWeakRef about;
    GWeakRef window;
} CadwDebugInfoSave;

static inline void cadw_debug_info_save_free(CadwDebugInfoSave *save) {
    g_bytes_unref(save->text);
    g_weak_ref_clear(&save->about);
    g_weak_ref_clear(&save->window);
    g_free(save);
}

// Tells why the debugging information was not saved, as libadwaita does, over the About if it
// is still open and over its window otherwise.
static inline void cadw_debug_info_not_saved(CadwDebugInfoSave *save, const char *why) {
    GObject *over = g_weak_ref_get(&save->about);
    if (!over) over = g_weak_ref_get(&save->window);
    if (!over) return;
    const char *heading = g_dgettext("libadwaita", "Unable to save debugging information");
    const char *close = g_dgettext("libadwaita", "Close");
#if ADW_CHECK_VERSION(1, 5, 0)
    // The reason names the file: its path may be wider than the dialog, which breaks its body
    // only between words (and warns that the label does not fit). This label breaks it anywhere.
    GtkWidget *reason = gtk_label_new(why);
    gtk_label_set_wrap(GTK_LABEL(reason), TRUE);
    gtk_label_set_wrap_mode(GTK_LABEL(reason), PANGO_WRAP_WORD_CHAR);
    gtk_label_set_justify(GTK_LABEL(reason), GTK_JUSTIFY_CENTER);
#if ADW_CHECK_VERSION(1, 8, 0)
    AdwDialog *alert = adw_alert_dialog_new(heading, NULL);
#else
    // Before 1.8, an alert measures a heading wider than itself on one line, and warns "Trying to
    // measure GtkLabel" (libadwaita issue 1025): the sentence is the body here, and the title a
    // screen reader names the alert by.
    AdwDialog *alert = adw_alert_dialog_new(NULL, heading);
    adw_dialog_set_title(alert, heading);
#endif
    adw_alert_dialog_set_extra_child(ADW_ALERT_DIALOG(alert), reason);
    adw_alert_dialog_add_response(ADW_ALERT_DIALOG(alert), "close", close);
    adw_dialog_present(alert, GTK_WIDGET(over));
#else
    GtkWidget *alert = adw_message_dialog_new(GTK_WINDOW(over), heading, why);
    adw_message_dialog_add_response(ADW_MESSAGE_DIALOG(alert), "close", close);
    gtk_window_present(GTK_WINDOW(alert));
#endif
    g_object_unref(over);
}

static inline void cadw_debug_info_written(GObject *file, GAsyncResult *result, gpointer data) {
    GError *error = NULL;
    if (!g_file_replace_contents_finish(G_FILE(file), result, NULL, &error)) {
        cadw_debug_info_not_saved(data, error->message);
        g_error_free(error);
    }
    cadw_debug_info_save_free(data);
}

// Writes `save`'s text to `file`, or frees `save` when the user chose no file.
static inline void cadw_debug_info_write(CadwDebugInfoSave *save, GFile *file) {
    if (!file) {
        cadw_debug_info_save_free(save);
        return;
    }
    g_file_replace_contents_bytes_async(file, save->text, NULL, FALSE, G_FILE_CREATE_NONE, NULL, cadw_debug_info_written, save);
    g_object_unref(file);
}

#if GTK_CHECK_VERSION(4, 10, 0)
static inline void cadw_debug_info_file_chosen(GObject *dialog, GAsyncResult *result, gpointer save) {
    GError *error = NULL;
    GFile *file = gtk_file_dialog_save_finish(GTK_FILE_DIALOG(dialog), result, &error);
    if (error && !g_error_matches(error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_DISMISSED)) cadw_debug_info_not_saved(save, error->message);
    g_clear_error(&error);
    cadw_debug_info_write(save, file);
}
#else
static inline void cadw_debug_info_file_chosen(GtkNativeDialog *chooser, int response, gpointer save) {
    cadw_debug_info_write(save, response == GTK_RESPONSE_ACCEPT ? gtk_file_chooser_get_file(GTK_FILE_CHOOSER(chooser)) : NULL);
    gtk_native_dialog_destroy(chooser);
    g_object_unref(chooser);
}
#endif

// about.save-debug-info of `about`: asks where to save its debugging information, and saves
// it there, over the window it was shown over.
static inline void cadw_save_debug_info(GSimpleAction *action, GVariant *parameter, gpointer about) {
    (void)action; (void)parameter;
    char *text = NULL, *name = NULL;
    g_object_get(about, "debug-info", &text, "debug-info-filename", &name, NULL);
    CadwDebugInfoSave *save = g_new0(CadwDebugInfoSave, 1);
    save->text = g_bytes_new_take(text, text ? strlen(text) : 0);
    g_weak_ref_init(&save->about, about);
#if ADW_CHECK_VERSION(1, 5, 0)
    GtkWindow *window = GTK_WINDOW(gtk_widget_get_root(GTK_WIDGET(about)));
#else
    GtkWindow *window = gtk_window_get_transient_for(GTK_WINDOW(about));
#endif
    g_weak_ref_init(&save->window, window);
    const char *title = g_dgettext("libadwaita", "Save debugging information");
#if GTK_CHECK_VERSION(4, 10, 0)
    GtkFileDialog *dialog = gtk_file_dialog_new();
    gtk_file_dialog_set_title(dialog, title);
    gtk_file_dialog_set_initial_name(dialog, name);
    gtk_file_dialog_save(dialog, window, NULL, cadw_debug_info_file_chosen, save);
    g_object_unref(dialog);
#else
    GtkFileChooserNative *chooser = gtk_file_chooser_native_new(title, window, GTK_FILE_CHOOSER_ACTION_SAVE,
                                                                g_dgettext("libadwaita", "_Save"), g_dgettext("libadwaita", "_Cancel"));
    if (name && *name) gtk_file_chooser_set_current_name(GTK_FILE_CHOOSER(chooser), name);
    gtk_native_dialog_set_modal(GTK_NATIVE_DIALOG(chooser), TRUE);
    g_signal_connect(chooser, "response", G_CALLBACK(cadw_debug_info_file_chosen), save);
    gtk_native_dialog_show(GTK_NATIVE_DIALOG(chooser));
#endif
    g_free(name);
}

// Ctrl+S on the About: saves the debugging information while `button`, its Save button, is
// shown, as libadwaita's own shortcut does.
static inline gboolean cadw_save_debug_info_shortcut(GtkWidget *about, GVariant *arguments, gpointer button) {
    (void)about; (void)arguments;
    return gtk_widget_get_mapped(button) && gtk_widget_activate_action(button, "about.save-debug-info", NULL);
}

// libadwaita (1.2 to 1.7 at least) saves the About's debugging information when the file
// chooser answers, from the About it no longer holds: closed meanwhile, it wrote freed memory to
// the file the user chose (6 bytes of garbage, Debian 12 and 13; the monkey's About faults).
// The Save button answers about.save-debug-info itself (cadw_answer_own_action) with
// cadw_save_debug_info, which keeps its own copy of the text, and so does Ctrl+S before
// libadwaita's own shortcut sees it.
static inline void cadw_saves_debug_info_safely(GObject *about) {
    static const GActionEntry save = { .name = "save-debug-info", .activate = cadw_save_debug_info };
    GtkWidget *button = cadw_answer_own_action_below(GTK_WIDGET(about), "about", &save, about);
    if (!button) return;
    GtkEventController *keys = gtk_shortcut_controller_new();
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE);
    gtk_shortcut_controller_add_shortcut(GTK_SHORTCUT_CONTROLLER(keys),
                                         gtk_shortcut_new(gtk_keyval_trigger_new(GDK_KEY_s, GDK_CONTROL_MASK),
                                                          gtk_callback_action_new(cadw_save_debug_info_shortcut, button, NULL)));
    gtk_widget_add_controller(GTK_WIDGET(about), keys);
}

// Shows `about` from cadw_about_new over `parent`.
static inline void cadw_about_present(GObject *about, GtkWidget *parent) {
#if ADW_CHECK_VERSION(1, 5, 0)
    g_signal_connect(about, "closed", G_CALLBACK(cadw_dialog_outlive_idles), NULL);
    adw_dialog_present(ADW_DIALOG(about), parent);
    // Its rows are there once it is presented.
    cadw_pushes_once(GTK_WIDGET(about), NULL);
    cadw_saves_debug_info_safely(about);
#else
    gtk_window_set_transient_for(GTK_WINDOW(about), GTK_WINDOW(parent));
    gtk_window_set_modal(GTK_WINDOW(about), TRUE);
#if !ADW_CHECK_VERSION(1, 3, 0)
    cadw_copies_with_one_toast(about);
#endif
    cadw_saves_debug_info_safely(about);
    gtk_window_present(GTK_WINDOW(about));
#endif
}

// Closes `about`, shown by cadw_about_present, as its close button does.
static inline void cadw_about_close(GObject *about) {
#if ADW_CHECK_VERSION(1, 5, 0)
    adw_dialog_close(ADW_DIALOG(about));
#else
    gtk_window_close(GTK_WINDOW(about));
#endif
}

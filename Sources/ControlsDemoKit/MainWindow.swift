// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import DemoData
import GtkControls

/// The demo's window: a sidebar listing the plugins by category, and a stack showing the
/// selected plugin's page, built the first time it is shown.
///
/// Accessibility: sidebar rows are named after their page; stack pages that are not
/// shown are hidden from assistive technologies (GTK 4.8 exposes them all otherwise).
@MainActor
final class MainWindow: ObjectBinding {
    private let registry: PluginRegistry
    private let stack: UnsafeMutablePointer<GtkWidget>
    private var containers: [String: UnsafeMutablePointer<GtkWidget>] = [:]
    private var rows: [UnsafeMutablePointer<GtkWidget>: String] = [:]
    private var built: Set<String> = []
    private var pageChoice = PageChoice()

    init(application: UnsafeMutablePointer<GtkApplication>, registry: PluginRegistry, initialPage: String?) {
        self.registry = registry
        let window = gtk_application_window_new(application)!
        stack = gtk_stack_new()
        // The demo's own styles (its pages, toast, record editor), on top of the library's.
        Stylesheet.add(.file(ResourceLocator.path("css/controls-demo.css")), dark: .file(ResourceLocator.path("css/controls-demo-dark.css")))
        super.init(binding: window)
        gtk_window_set_title(cgtk_window(window), tr("Controls Demo"))
        // Wide enough for the widest page (Button States) at normal text size: pages scroll
        // sideways rather than widen the window, which large text would push off the screen.
        gtk_window_set_default_size(cgtk_window(window), 1040, 680)
        let header = gtk_header_bar_new()!
        gtk_window_set_titlebar(cgtk_window(window), header)
        ShortcutsWindow.install(on: window, application: application)

        let layout = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_box_append(cgtk_box(layout), makeSidebar(initialPage: initialPage ?? registry.ids.first))
        gtk_box_append(cgtk_box(layout), gtk_separator_new(GTK_ORIENTATION_VERTICAL))
        gtk_widget_set_hexpand(stack, 1)
        // Pages switch at once, as GNOME Settings' panels do. With a crossfade GTK 4.8 draws a
        // list view of the page going away after its rows changed and before they are laid out
        // ("Trying to snapshot GtkListItemWidget without a current allocation", then "Finalizing
        // GtkListView, but it still has children left"): the monkey hit it in 2 of 2 runs of
        // seed 20261125, and in none of 3 without the crossfade.
        gtk_stack_set_transition_type(cgtk_stack(stack), GTK_STACK_TRANSITION_TYPE_NONE)
        gtk_stack_set_hhomogeneous(cgtk_stack(stack), 0)
        gtk_box_append(cgtk_box(layout), stack)
        gtk_window_set_child(cgtk_window(window), layout)
        followPressesOnThePage(window)
    }

    func present() {
        gtk_window_present(cgtk_window(object))
    }

    private func makeSidebar(initialPage: String?) -> UnsafeMutablePointer<GtkWidget> {
        let list = gtk_list_box_new()!
        gtk_widget_add_css_class(list, "navigation-sidebar")
        Accessibility.setLabel(list, tr("Pages"))
        var category: String?
        var initialRow: UnsafeMutablePointer<GtkWidget>?
        for plugin in registry.plugins {
            if plugin.category != category {
                category = plugin.category
                gtk_list_box_append(cgtk_list_box(list), makeCategoryHeader(plugin.category))
            }
            let row = makeRow(for: plugin)
            gtk_list_box_append(cgtk_list_box(list), row)
            rows[row] = plugin.id
            if plugin.id == initialPage { initialRow = row }

            let container = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            containers[plugin.id] = container
            Accessibility.setHidden(container, true)
            gtk_stack_add_titled(cgtk_stack(stack), container, plugin.id, plugin.title)
        }
        Signal.connect(list, "row-selected") { [unowned self] arguments in
            guard let row = arguments.pointer(1), let id = rows[cgtk_widget(row)] else { return }
            if let shown = pageChoice.choose(id) { show(shown) }
        }
        if let initialRow { gtk_list_box_select_row(cgtk_list_box(list), cgtk_list_box_row(initialRow)) }
        tabLeavesTheSidebar(list)

        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(cgtk_scrolled_window(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(cgtk_scrolled_window(scroller), list)
        gtk_widget_set_size_request(scroller, 220, -1)
        return scroller
    }

    /// GtkListBox moves Tab from row to row, and every row it lands on is selected, so
    /// tabbing through the sidebar would switch pages. Tab goes to the page's first control
    /// instead, and Shift+Tab to its last (the sidebar follows the page's last control
    /// round the window); the arrow keys still move between pages.
    private func tabLeavesTheSidebar(_ list: UnsafeMutablePointer<GtkWidget>) {
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connectReturning(keys, "key-pressed") { [unowned self] arguments in
            let direction: GtkDirectionType
            switch Int32(arguments.uint(1)) {
            case GDK_KEY_Tab, GDK_KEY_KP_Tab: direction = GTK_DIR_TAB_FORWARD
            case GDK_KEY_ISO_Left_Tab: direction = GTK_DIR_TAB_BACKWARD
            default: return false
            }
            return gtk_widget_child_focus(stack, direction) != 0
        }
        gtk_widget_add_controller(list, keys)
    }

    private func makeCategoryHeader(_ category: String) -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_list_box_row_new()!
        gtk_list_box_row_set_activatable(cgtk_list_box_row(row), 0)
        gtk_list_box_row_set_selectable(cgtk_list_box_row(row), 0)
        gtk_widget_set_focusable(row, 0)
        let label = gtk_label_new(category)!
        gtk_label_set_xalign(cgtk_label(label), 0)
        gtk_widget_add_css_class(label, "heading")
        gtk_widget_add_css_class(label, "dim-label")
        gtk_widget_add_css_class(row, "sidebar-category")
        gtk_list_box_row_set_child(cgtk_list_box_row(row), label)
        return row
    }

    private func makeRow(for plugin: DemoPlugin) -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_list_box_row_new()!
        let content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        let icon = gtk_image_new_from_icon_name(plugin.iconName)!
        Accessibility.setHidden(icon, true)
        gtk_box_append(cgtk_box(content), icon)
        let label = gtk_label_new(plugin.title)!
        gtk_label_set_xalign(cgtk_label(label), 0)
        gtk_box_append(cgtk_box(content), label)
        gtk_list_box_row_set_child(cgtk_list_box_row(row), content)
        gtk_widget_set_tooltip_text(row, plugin.summary)
        Accessibility.setLabel(row, plugin.title)
        Accessibility.setDescription(row, plugin.summary)
        return row
    }

    /// Tells ``PageChoice`` of presses and releases anywhere in the window, as GTK has them
    /// (the pointer may already be released on the X server while GTK has yet to read it). A
    /// press outside the page counts too: a drag from the page list or the header that ends
    /// over the page is pressed on the page's widgets by then.
    private func followPressesOnThePage(_ window: UnsafeMutablePointer<GtkWidget>) {
        let buttons = gtk_event_controller_legacy_new()!
        gtk_event_controller_set_propagation_phase(buttons, GTK_PHASE_CAPTURE)
        Signal.connectReturning(buttons, "event") { [unowned self] _ in
            switch gtk_event_controller_get_current_event(buttons).map(gdk_event_get_event_type) {
            case GDK_BUTTON_PRESS, GDK_TOUCH_BEGIN:
                pageChoice.press()
            case GDK_BUTTON_RELEASE, GDK_TOUCH_END, GDK_TOUCH_CANCEL:
                guard pageChoice.release() else { return false }
                // After the release has reached the widget under it.
                _ = GLibScheduler().schedule(after: .zero) { [weak self] in
                    guard let self, let id = pageChoice.takeWaiting() else { return }
                    show(id)
                }
            default: break
            }
            return false
        }
        gtk_widget_add_controller(window, buttons)
    }

    private func show(_ id: String) {
        guard let container = containers[id], let plugin = registry.plugin(id: id) else { return }
        if built.insert(id).inserted {
            let page = plugin.makePage()
            // A page whose controls cannot take the focus takes it itself: it says which page.
            Accessibility.setLabel(page, plugin.title)
            gtk_widget_set_vexpand(page, 1)
            gtk_box_append(cgtk_box(container), page)
        }
        for (otherID, other) in containers { Accessibility.setHidden(other, otherID != id) }
        keepFocusOffHiddenPages(showing: id)
        gtk_stack_set_visible_child_name(cgtk_stack(stack), id)
    }

    /// A page chosen without the keyboard (the pointer, a screen reader's selection) would
    /// leave the focus on the page going away, and Tab would walk that hidden page: the
    /// focus goes to the chosen page's row in the sidebar, where the keyboard would have it.
    private func keepFocusOffHiddenPages(showing id: String) {
        guard let root = gtk_widget_get_root(stack), let focus = gtk_root_get_focus(root),
              gtk_widget_is_ancestor(focus, stack) != 0, gtk_widget_is_ancestor(focus, containers[id]) == 0,
              let row = rows.first(where: { $0.value == id })?.key else { return }
        gtk_widget_grab_focus(row)
    }
}

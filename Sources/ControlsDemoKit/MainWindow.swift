// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import CLibadwaita
import DemoData
import GtkControls

/// The demo's window, a libadwaita one: a sidebar listing the plugins by category, and a stack
/// showing the selected plugin's page, built the first time it is shown. Each has a header bar;
/// the sidebar's holds the primary menu (Keyboard Shortcuts, About). In a window narrower than
/// 600 px the sidebar and the page take turns, with a Back button (``cadw_split_view_new``).
///
/// Accessibility: sidebar rows are named after their page; stack pages that are not
/// shown are hidden from assistive technologies (GTK 4.8 exposes them all otherwise), and so
/// is the sidebar or the page while the other one is shown in a narrow window.
@MainActor
final class MainWindow: ObjectBinding {
    private let registry: PluginRegistry
    private let stack: UnsafeMutablePointer<GtkWidget>
    /// The page's title, in the header bar above it.
    private let pageTitle = adw_window_title_new(nil, nil)!
    private var splitView: UnsafeMutablePointer<GtkWidget>!
    private var containers: [String: UnsafeMutablePointer<GtkWidget>] = [:]
    private var rows: [UnsafeMutablePointer<GtkWidget>: String] = [:]
    private var built: Set<String> = []
    private var pageChoice = PageChoice()
    /// The page shown, or last shown.
    private var shownPage: String?
    /// Whether the arrow keys are moving the list's selection: in a narrow window that does
    /// not yet show the page.
    private var isMovingThroughTheList = false

    init(application: UnsafeMutablePointer<GtkApplication>, registry: PluginRegistry, initialPage: String?) {
        self.registry = registry
        let window = adw_application_window_new(application)!
        stack = gtk_stack_new()
        // The demo's own styles (its pages, record editor), on top of the library's.
        Stylesheet.add(.file(ResourceLocator.path("css/controls-demo.css")), dark: .file(ResourceLocator.path("css/controls-demo-dark.css")))
        super.init(binding: window)
        gtk_window_set_title(cgtk_window(window), tr("Controls Demo"))
        // Wide enough for the page list beside the widest page (Button States) at normal text
        // size. Pages scroll sideways at large text rather than widen the window past the screen.
        gtk_window_set_default_size(cgtk_window(window), 1040, 680)
        Signal.connect(window, .closeRequest) {
            DemoApp.debug("The main window was asked to close")
            return false
        }
        ShortcutsWindow.install(on: window, application: application)
        AboutWindow.install(on: window)

        let sidebarHeader = adw_header_bar_new()!
        adw_header_bar_pack_end(cadw_header_bar(sidebarHeader), makePrimaryMenu())
        let list = makeSidebar()
        let sidebarColumn = column(sidebarHeader, list.scroller)
        let contentHeader = adw_header_bar_new()!
        let contentColumn = column(contentHeader, stack)
        adw_header_bar_set_title_widget(cadw_header_bar(contentHeader), pageTitle)
        gtk_widget_set_hexpand(stack, 1)
        gtk_widget_set_vexpand(stack, 1)
        // Pages switch at once, as GNOME Settings' panels do. With a crossfade GTK 4.8 draws a
        // list view of the page going away after its rows changed and before they are laid out
        // ("Trying to snapshot GtkListItemWidget without a current allocation", then "Finalizing
        // GtkListView, but it still has children left"): the monkey hit it in 2 of 2 runs of
        // seed 20261125, and in none of 3 without the crossfade.
        gtk_stack_set_transition_type(cgtk_stack(stack), GTK_STACK_TRANSITION_TYPE_NONE)
        gtk_stack_set_hhomogeneous(cgtk_stack(stack), 0)
        splitView = cadw_split_view_new(cadw_application_window(window), tr("Controls Demo"),
                                        sidebarColumn, cadw_header_bar(sidebarHeader),
                                        contentColumn, cadw_header_bar(contentHeader), tr("Back"))
        adw_application_window_set_content(cadw_application_window(window), splitView)
        Signal.connect(splitView, .notifyAny) { [unowned self] in
            let collapsed = cadw_split_view_is_collapsed(splitView) != 0
            let showsContent = cadw_split_view_shows_content(splitView) != 0
            Accessibility.setHidden(sidebarColumn, collapsed && showsContent)
            Accessibility.setHidden(contentColumn, collapsed && !showsContent)
            selectTheShownPage(in: list.list, unlessTheListIsShownAlone: collapsed && !showsContent)
            guard collapsed else { return }
            // Once the split view has shown the column: a hidden widget cannot take the focus.
            _ = GLibScheduler().schedule(after: .zero) { [weak self] in
                self?.keepFocusOnTheShownColumn(showsContent ? contentColumn : sidebarColumn)
            }
        }
        let initialRow = rows.first { $0.value == initialPage ?? registry.ids.first }?.key
        if let initialRow {
            gtk_list_box_select_row(cgtk_list_box(list.list), cgtk_list_box_row(initialRow))
            // The keyboard starts on the page's row, not wherever the split view would put it
            // (libadwaita 1.2's leaflet starts on the page).
            gtk_window_set_focus(cgtk_window(window), initialRow)
        }
        // Where the list and the page take turns, the list comes first, unless the command
        // line asked for a page.
        cadw_split_view_show_content(splitView, initialPage != nil ? 1 : 0)
        followPressesOnThePage(window)
    }

    /// The list shown alone (in a narrow window) has no row selected, so that choosing any row,
    /// the page shown last too, shows its page; beside the page, the page's row is selected.
    private func selectTheShownPage(in list: UnsafeMutablePointer<GtkWidget>, unlessTheListIsShownAlone listAlone: Bool) {
        let selected = gtk_list_box_get_selected_row(cgtk_list_box(list))
        if listAlone {
            if selected != nil { gtk_list_box_unselect_all(cgtk_list_box(list)) }
        } else if selected == nil, let row = shownPageRow {
            gtk_list_box_select_row(cgtk_list_box(list), cgtk_list_box_row(row))
        }
    }

    /// The list's row of the page shown (or last shown).
    private var shownPageRow: UnsafeMutablePointer<GtkWidget>? {
        rows.first { $0.value == shownPage }?.key
    }

    /// Where the list and the page take turns, the keyboard focus goes with the one shown
    /// (Back, Alt+Left, Escape, Enter on a row): to the page's first control, or to the row of
    /// the page just left, as GNOME's apps have it; never left on the one hidden. Called on every
    /// change of the split view, it moves the focus only when it is out of place.
    private func keepFocusOnTheShownColumn(_ shown: UnsafeMutablePointer<GtkWidget>) {
        guard let root = gtk_widget_get_root(shown) else { return }
        let focus = gtk_root_get_focus(root)
        if gtk_widget_is_ancestor(stack, shown) != 0 {
            if focus == nil || gtk_widget_is_ancestor(focus, shown) == 0 { _ = gtk_widget_child_focus(stack, GTK_DIR_TAB_FORWARD) }
        } else if let row = shownPageRow, focus != row {
            // The row of the page just left, which a screen reader may have chosen away from the
            // list's cursor.
            gtk_widget_grab_focus(row)
        }
    }

    /// `body` under `header`.
    private func column(_ header: UnsafeMutablePointer<GtkWidget>, _ body: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(cgtk_box(column), header)
        gtk_box_append(cgtk_box(column), body)
        return column
    }

    /// The primary menu's button: the window's Keyboard Shortcuts and About (F10 opens it).
    private func makePrimaryMenu() -> UnsafeMutablePointer<GtkWidget> {
        let menu = g_menu_new()!
        g_menu_append(menu, tr("_Keyboard Shortcuts"), "win.show-help-overlay")
        g_menu_append(menu, tr("_About Controls Demo"), "win.about")
        let button = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(OpaquePointer(button), "open-menu-symbolic")
        gtk_menu_button_set_menu_model(OpaquePointer(button), UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self))
        gtk_menu_button_set_primary(OpaquePointer(button), 1)
        g_object_unref(menu.rawObject)
        gtk_widget_set_tooltip_text(button, tr("Main Menu"))
        Accessibility.setLabel(button, tr("Main Menu"))
        return button
    }

    func present() {
        gtk_window_present(cgtk_window(object))
    }

    /// The list of pages (not yet selected), and the scroller it is in.
    private func makeSidebar() -> (list: UnsafeMutablePointer<GtkWidget>, scroller: UnsafeMutablePointer<GtkWidget>) {
        let list = gtk_list_box_new()!
        gtk_widget_add_css_class(list, "navigation-sidebar")
        Accessibility.setLabel(list, tr("Pages"))
        var category: String?
        for plugin in registry.plugins {
            if plugin.category != category {
                category = plugin.category
                gtk_list_box_append(cgtk_list_box(list), makeCategoryHeader(plugin.category))
            }
            let row = makeRow(for: plugin)
            gtk_list_box_append(cgtk_list_box(list), row)
            rows[row] = plugin.id

            let container = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            containers[plugin.id] = container
            Accessibility.setHidden(container, true)
            gtk_stack_add_titled(cgtk_stack(stack), container, plugin.id, plugin.title)
        }
        Signal.connect(list, .rowSelected) { [unowned self] row in
            guard let row, let id = rows[cgtk_widget(row)] else { return }
            if let shown = pageChoice.choose(id) { show(shown) }
            // The page chosen is shown where the list and the page take turns (and, chosen in
            // a wide window, when it narrows), unless the arrow keys only move through the list.
            if cadw_split_view_is_collapsed(splitView) == 0 || !isMovingThroughTheList { cadw_split_view_show_content(splitView, 1) }
        }
        Signal.connect(list, .moveCursor) { [unowned self] in isMovingThroughTheList = true }
        Signal.connect(list, .moveCursor, after: true) { [unowned self] in isMovingThroughTheList = false }
        // Enter on a row (or a press) shows its page, chosen already.
        Signal.connect(list, .rowActivated) { [unowned self] _ in cadw_split_view_show_content(splitView, 1) }
        tabLeavesTheSidebar(list)

        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(cgtk_scrolled_window(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(cgtk_scrolled_window(scroller), list)
        gtk_widget_set_vexpand(scroller, 1)
        return (list, scroller)
    }

    /// GtkListBox moves Tab from row to row, and every row it lands on is selected, so
    /// tabbing through the sidebar would switch pages. Tab goes to the page's first control
    /// instead, and Shift+Tab to its last (the sidebar follows the page's last control
    /// round the window); the arrow keys still move between pages.
    private func tabLeavesTheSidebar(_ list: UnsafeMutablePointer<GtkWidget>) {
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connect(keys, .keyPressed) { [unowned self] keyval, _, _ in
            let direction: GtkDirectionType
            switch Int32(keyval) {
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
        Signal.connect(buttons, .event) { [unowned self] in
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
        shownPage = id
        for (otherID, other) in containers { Accessibility.setHidden(other, otherID != id) }
        keepFocusOffHiddenPages(showing: id)
        gtk_stack_set_visible_child_name(cgtk_stack(stack), id)
        adw_window_title_set_title(OpaquePointer(pageTitle), plugin.title)
        cadw_split_view_set_content_title(splitView, plugin.title)
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

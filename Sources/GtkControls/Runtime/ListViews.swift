import CGtk

/// A virtualised, selection-free GtkListView in a window that scrolls vertically: the base
/// of the library's lists. The caller connects the factory's "setup" and "bind".
@MainActor
enum ListViews {
    /// A list view over `model` (a GListModel; a reference is taken) inside a scroller with the
    /// CSS class `cssClass`, both named `label` for assistive technologies.
    static func makeScrolled(model: gpointer, cssClass: String, label: String)
        -> (scroller: UnsafeMutablePointer<GtkWidget>, listView: UnsafeMutablePointer<GtkWidget>, factory: OpaquePointer) {
        let factory = gtk_signal_list_item_factory_new()!
        let selection = gtk_no_selection_new(OpaquePointer(g_object_ref(model)))!
        // gtk_list_view_new takes the selection model and the factory (transfer full).
        let listView = gtk_list_view_new(OpaquePointer(selection.rawObject), factory)!
        let scroller = gtk_scrolled_window_new()!
        gtk_widget_add_css_class(scroller, cssClass)
        gtk_scrolled_window_set_child(cgtk_scrolled_window(scroller), listView)
        gtk_scrolled_window_set_policy(cgtk_scrolled_window(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_vexpand(scroller, 1)
        setLabel(label, of: listView)
        holdScrollingUntilLaidOut(scroller: scroller, listView: listView, selection: selection.rawObject)
        return (scroller, listView, factory)
    }

    /// Names what a list made by ``makeScrolled(model:cssClass:label:)`` holds, for screen readers.
    static func setLabel(_ label: String, of listView: UnsafeMutablePointer<GtkWidget>) {
        Accessibility.setLabel(listView, label)
        // An empty list takes no focus, and the scroller does instead: it says what it holds.
        if let scroller = gtk_widget_get_parent(listView) { Accessibility.setLabel(scroller, label) }
    }

    /// GTK 4.8's list view cannot take a scroll between a change of its rows and their layout:
    /// it warns "failed to scroll to given position" and drops the scroll (later versions reworked
    /// the list item manager). A monkey test met it with the wheel, Page Down and scrollbar
    /// clicks, which GTK animates over several frames. So while the rows wait for their layout,
    /// the list does not hear its adjustments: the scrollbar and animations go on moving them,
    /// and once the frame's layout is done the list takes the place they reached.
    private static func holdScrollingUntilLaidOut(scroller: UnsafeMutablePointer<GtkWidget>, listView: UnsafeMutablePointer<GtkWidget>,
                                                  selection: gpointer) {
        let gap = LayoutGap(listView: listView)
        // The selection model lives exactly as long as the list view, which holds it.
        Signal.connect(selection, "items-changed") { _ in gap.open() }
        // Rows that changed while the list was hidden are laid out after it is shown again.
        Signal.connect(scroller, "map") { _ in gap.open() }
        // Unmapping the scroller ends its animations, moving the adjustment after the list
        // was unmapped: the gap closes when all of that is done.
        Signal.connect(scroller, "unmap") { _ in gap.close() }
    }

    /// The frames between a change of a list's rows and their layout; see
    /// ``holdScrollingUntilLaidOut(scroller:listView:selection:)``.
    @MainActor
    private final class LayoutGap {
        private let listView: UnsafeMutablePointer<GtkWidget>
        /// The frame clock while the gap is open, with the handlers this gap put on it.
        private var clock: (pointer: OpaquePointer, update: UInt, layout: UInt)?
        /// The adjustments whose "value-changed" handlers of the list are blocked.
        private var blocked: [UnsafeMutablePointer<GtkAdjustment>] = []
        /// The vertical position the list and its adjustment last agreed on.
        private var agreed = 0.0
        /// Where scrolling in the gap took the adjustment, if it moved.
        private var wanted: Double?

        init(listView: UnsafeMutablePointer<GtkWidget>) { self.listView = listView }

        private var vertical: UnsafeMutablePointer<GtkAdjustment>? { gtk_scrollable_get_vadjustment(OpaquePointer(listView)) }

        /// Opens the gap until the next layout, which a changed or newly shown list has asked for.
        func open() {
            guard clock == nil, gtk_widget_get_mapped(listView) != 0, let frameClock = gtk_widget_get_frame_clock(listView) else { return }
            blocked = [gtk_scrollable_get_hadjustment(OpaquePointer(listView)), vertical].compactMap { $0 }
            setListHears(false)
            agreed = vertical.map { gtk_adjustment_get_value($0) } ?? 0
            wanted = nil
            // Wheel events come between frames and animations in the update phase, so after
            // the update phase the adjustment holds where the scrolling wants to be.
            let update = Signal.connect(frameClock, "update", after: true) { [unowned self] _ in
                if let value = vertical.map({ gtk_adjustment_get_value($0) }), value != agreed { wanted = value }
            }
            let layout = Signal.connect(frameClock, "layout", after: true) { [unowned self] _ in laidOut() }
            clock = (frameClock, update, layout)
        }

        /// Closes the gap once the rows are laid out; then the list scrolls to where the gap's
        /// scrolling went.
        private func laidOut() {
            let destination = wanted
            close()
            guard let destination, let adjustment = vertical, gtk_adjustment_get_value(adjustment) != destination else { return }
            // configure, unlike set_value, lets a running animation go on from here.
            gtk_adjustment_configure(adjustment, destination, gtk_adjustment_get_lower(adjustment), gtk_adjustment_get_upper(adjustment),
                                     gtk_adjustment_get_step_increment(adjustment), gtk_adjustment_get_page_increment(adjustment),
                                     gtk_adjustment_get_page_size(adjustment))
        }

        /// Gives the list its adjustments back and leaves the frame clock alone.
        func close() {
            guard let clock else { return }
            Signal.disconnect(clock.pointer, clock.update)
            Signal.disconnect(clock.pointer, clock.layout)
            self.clock = nil
            setListHears(true)
            blocked = []
        }

        /// Blocks or unblocks the list's own "value-changed" handlers on the adjustments of
        /// ``blocked`` (GTK connects them with the list as their data).
        private func setListHears(_ hears: Bool) {
            let match = GSignalMatchType(G_SIGNAL_MATCH_ID.rawValue | G_SIGNAL_MATCH_DATA.rawValue)
            let valueChanged = g_signal_lookup("value-changed", gtk_adjustment_get_type())
            for adjustment in blocked {
                if hears {
                    g_signal_handlers_unblock_matched(adjustment.rawObject, match, valueChanged, 0, nil, nil, listView)
                } else {
                    g_signal_handlers_block_matched(adjustment.rawObject, match, valueChanged, 0, nil, nil, listView)
                }
            }
        }
    }
}

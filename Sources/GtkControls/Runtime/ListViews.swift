// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
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
        let scroller = Accessibility.makeNamedScroller()
        gtk_widget_add_css_class(scroller, cssClass)
        gtk_scrolled_window_set_child(cgtk_scrolled_window(scroller), listView)
        gtk_scrolled_window_set_policy(cgtk_scrolled_window(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_vexpand(scroller, 1)
        keepScrollbarInside(scroller)
        setLabel(label, of: listView)
        holdScrollingUntilLaidOut(scroller: scroller, listView: listView)
        return (scroller, listView, factory)
    }

    /// GTK 4.8 to 4.18 draw a vertical scrollbar placed on the left outside its scrolled
    /// window, cut off by whatever is beside it: right to left, where the scrollbar goes to
    /// the left, a list's scrollbar stays on the right instead, inside the list.
    private static func keepScrollbarInside(_ scroller: UnsafeMutablePointer<GtkWidget>) {
        let place = {
            let rightToLeft = gtk_widget_get_direction(scroller) == GTK_TEXT_DIR_RTL
            gtk_scrolled_window_set_placement(cgtk_scrolled_window(scroller), rightToLeft ? GTK_CORNER_TOP_RIGHT : GTK_CORNER_TOP_LEFT)
        }
        Signal.connect(scroller, .directionChanged) { _ in place() }
        place()
    }

    /// Names what a list made by ``makeScrolled(model:cssClass:label:)`` holds, for screen readers.
    static func setLabel(_ label: String, of listView: UnsafeMutablePointer<GtkWidget>) {
        Accessibility.setLabel(listView, label)
        // An empty list takes no focus, and the scroller does instead: it says what it holds.
        if let scroller = gtk_widget_get_parent(listView) { Accessibility.setLabel(scroller, label) }
    }

    /// GTK's list view cannot take a scroll while its rows wait for a layout: GTK 4.8 warns
    /// "failed to scroll to given position" and drops the scroll; GTK 4.18 finds the row at
    /// the new position among rows that have no height yet, and can land at the list's end
    /// (a Page Down while every row was replaced went to the end 4 times in 10 on a loaded
    /// machine). Its rows wait for one after its model changes, after it is shown again, and
    /// after its anchor or focus moves, which every scroll it takes and keys such as End do:
    /// a monkey test met it with the wheel, Page Down, scrollbar clicks, kinetic scrolling,
    /// and two scrolls in one frame. So the list never hears its adjustments directly: the
    /// scrollbar, animations and callers move them, and right after each layout the list
    /// takes the place they reached (then lays out once more, in the same frame).
    private static func holdScrollingUntilLaidOut(scroller: UnsafeMutablePointer<GtkWidget>, listView: UnsafeMutablePointer<GtkWidget>) {
        let scrolledWindow = cgtk_scrolled_window(scroller)
        let adjustments = [gtk_scrolled_window_get_hadjustment(scrolledWindow), gtk_scrolled_window_get_vadjustment(scrolledWindow)]
        let relay = ScrollAfterLayout(listView: listView, adjustments: adjustments.compactMap { $0 })
        Signal.connect(scroller, .map) { relay.follow(gtk_widget_get_frame_clock(listView)) }
        Signal.connect(scroller, .unmap) { relay.follow(nil) }
    }

    /// Hands a list the scrolls of its adjustments right after each layout; see
    /// ``holdScrollingUntilLaidOut(scroller:listView:)``.
    @MainActor
    private final class ScrollAfterLayout {
        /// One of the list's adjustments, and where its scrolling stands.
        private struct Axis {
            let adjustment: UnsafeMutablePointer<GtkAdjustment>
            /// The position the list and the adjustment last agreed on, after a layout.
            var agreed: Double
            /// Where scrolling took the adjustment before this frame's layout, if it moved.
            var wanted: Double?
        }

        private let listView: UnsafeMutablePointer<GtkWidget>
        private var axes: [Axis]
        /// The frame clock while the list is mapped, with the handlers put on it.
        private var clock: (pointer: OpaquePointer, update: UInt, layout: UInt)?
        /// Whether a scroll is being handed to the list now.
        private var handing = false

        init(listView: UnsafeMutablePointer<GtkWidget>, adjustments: [UnsafeMutablePointer<GtkAdjustment>]) {
            self.listView = listView
            axes = adjustments.map { Axis(adjustment: $0, agreed: gtk_adjustment_get_value($0)) }
            setListHears(false)
            for adjustment in adjustments {
                Signal.connect(adjustment, .valueChanged, after: true) { self.moved() }
            }
        }

        /// Follows the frames of `frameClock` (the list is mapped), or none (it is unmapped).
        func follow(_ frameClock: OpaquePointer?) {
            if let clock {
                Signal.disconnect(clock.pointer, clock.update)
                Signal.disconnect(clock.pointer, clock.layout)
                self.clock = nil
            }
            guard let frameClock else { return }
            // Wheel events come between frames and animations in the update phase, so after
            // the update phase the adjustments hold where scrolling wants to be.
            let update = Signal.connect(frameClock, .update, after: true) { self.updated() }
            let layout = Signal.connect(frameClock, .layout, after: true) { self.laidOut() }
            clock = (frameClock, update, layout)
            // Scrolls made while the list was hidden are taken after its first layout.
            gdk_frame_clock_request_phase(frameClock, GDK_FRAME_CLOCK_PHASE_UPDATE)
        }

        /// An adjustment moved: the next frame's update phase notes where to.
        private func moved() {
            guard !handing, let clock else { return }
            gdk_frame_clock_request_phase(clock.pointer, GDK_FRAME_CLOCK_PHASE_UPDATE)
        }

        /// Notes where scrolling moved the adjustments, and asks for the layout that hands it over.
        private func updated() {
            for index in axes.indices where gtk_adjustment_get_value(axes[index].adjustment) != axes[index].agreed {
                axes[index].wanted = gtk_adjustment_get_value(axes[index].adjustment)
            }
            if axes.contains(where: { $0.wanted != nil }) { gtk_widget_queue_allocate(listView) }
        }

        /// Every row has its height now: the list takes the place scrolling wants.
        private func laidOut() {
            for index in axes.indices {
                let adjustment = axes[index].adjustment
                if let wanted = axes[index].wanted, gtk_adjustment_get_value(adjustment) != wanted {
                    handing = true
                    setListHears(true)
                    // configure, unlike set_value, lets a running animation go on from here.
                    gtk_adjustment_configure(adjustment, wanted, gtk_adjustment_get_lower(adjustment), gtk_adjustment_get_upper(adjustment),
                                             gtk_adjustment_get_step_increment(adjustment), gtk_adjustment_get_page_increment(adjustment),
                                             gtk_adjustment_get_page_size(adjustment))
                    setListHears(false)
                    handing = false
                }
                axes[index].wanted = nil
                axes[index].agreed = gtk_adjustment_get_value(adjustment)
            }
        }

        /// Blocks or unblocks the list's own "value-changed" handlers on the adjustments (GTK
        /// connects them with the list as their data).
        private func setListHears(_ hears: Bool) {
            let match = GSignalMatchType(G_SIGNAL_MATCH_ID.rawValue | G_SIGNAL_MATCH_DATA.rawValue)
            let valueChanged = g_signal_lookup("value-changed", gtk_adjustment_get_type())
            for axis in axes {
                if hears {
                    g_signal_handlers_unblock_matched(axis.adjustment.rawObject, match, valueChanged, 0, nil, nil, listView)
                } else {
                    g_signal_handlers_block_matched(axis.adjustment.rawObject, match, valueChanged, 0, nil, nil, listView)
                }
            }
        }
    }
}
